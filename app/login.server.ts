import type { Db } from "#data/db";
import { clearLoginFailures, purgeStaleLoginData, reserveLoginAttempt } from "#data/sessions";
import { verifyCredentials, type User } from "#data/users";
import { signInDelayMs } from "#domain";

export type SignInAttempt = { kind: "ok"; user: User } | { kind: "failed" } | { kind: "throttled" };

/** LOGIN_THROTTLE=off exists only for the e2e server, which signs in many times from one address. */
export const throttleFromEnv = (env: NodeJS.ProcessEnv = process.env) => env.LOGIN_THROTTLE !== "off";

/** What an attempt needs besides the database; tests count the password checks and skip the waiting. */
export interface SignInDependencies {
  verify: (db: Db, email: string, password: string) => Promise<User | null>;
  wait: (ms: number) => Promise<void>;
}

const defaults: SignInDependencies = {
  verify: verifyCredentials,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * One sign-in attempt (docs/decisions/0013-sign-in-throttling.md): a password check is reserved
 * first, atomically, and refused once the e-mail from this address or the address itself has too
 * many recent failures; an e-mail failing from elsewhere is only slowed down. A success clears this
 * pair's failures and purges expired sessions and failures that no longer count.
 */
export async function attemptSignIn(
  db: Db,
  attempt: { email: string; password: string; ip: string; throttle: boolean },
  dependencies: Partial<SignInDependencies> = {},
): Promise<SignInAttempt> {
  const { verify, wait } = { ...defaults, ...dependencies };
  const { email, password, ip, throttle } = attempt;
  if (throttle) {
    const reservation = await reserveLoginAttempt(db, email, ip);
    if (!reservation.allowed) return { kind: "throttled" };
    const delay = signInDelayMs(reservation.emailFailures);
    if (delay > 0) await wait(delay);
  }
  const user = await verify(db, email, password);
  if (!user) return { kind: "failed" };
  if (throttle) await clearLoginFailures(db, email, ip);
  await purgeStaleLoginData(db);
  return { kind: "ok", user };
}
