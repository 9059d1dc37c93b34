// Sign-in limits: shared by the session store (server) and the texts that state them (browser).
// docs/decisions/0013-sign-in-throttling.md says why they are per e-mail and address, not per e-mail.

/**
 * Within the window: this many failures for one e-mail from one address stop that pair, this many
 * from one address stop the address; failures for an e-mail from anywhere only slow it down.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  perEmailAndIp: 5,
  perIp: 20,
  slowDownAfter: 5,
  slowDownFirstMs: 500,
  slowDownMaxMs: 8_000,
} as const;

/** A server session ends after this many days unused, and after SESSION_MAX_DAYS whatever happens. */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_MAX_DAYS = 30;

/**
 * How long a sign-in for an e-mail waits before its password is checked, given the e-mail's recent
 * failures from every address: nothing up to the threshold, then doubling up to a ceiling. A stranger
 * can slow the owner down this much, never lock the owner out.
 */
export function signInDelayMs(emailFailures: number): number {
  const over = emailFailures - LOGIN_THROTTLE.slowDownAfter;
  if (over < 0) return 0;
  return Math.min(LOGIN_THROTTLE.slowDownFirstMs * 2 ** Math.min(over, 16), LOGIN_THROTTLE.slowDownMaxMs);
}
