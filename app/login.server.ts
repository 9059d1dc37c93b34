import type { Db } from "#data/db";
import { clearLoginFailures, isLoginThrottled, purgeStaleLoginData, recordLoginFailure } from "#data/sessions";
import { verifyCredentials, type User } from "#data/users";

export type SignInAttempt = { kind: "ok"; user: User } | { kind: "failed" } | { kind: "throttled" };

/** LOGIN_THROTTLE=off exists only for the e2e server, which signs in many times from one address. */
export const throttleFromEnv = (env: NodeJS.ProcessEnv = process.env) => env.LOGIN_THROTTLE !== "off";

/**
 * One sign-in attempt: refused while the e-mail or the address is throttled (without
 * even checking the password), failures recorded, the e-mail's failures cleared on success.
 * A success also purges expired sessions and failures that no longer count.
 */
export async function attemptSignIn(
  db: Db,
  attempt: { email: string; password: string; ip: string; throttle: boolean },
): Promise<SignInAttempt> {
  const { email, password, ip, throttle } = attempt;
  if (throttle && (await isLoginThrottled(db, email, ip))) return { kind: "throttled" };
  const user = await verifyCredentials(db, email, password);
  if (!user) {
    if (throttle) await recordLoginFailure(db, email, ip);
    return { kind: "failed" };
  }
  await clearLoginFailures(db, email);
  await purgeStaleLoginData(db);
  return { kind: "ok", user };
}
