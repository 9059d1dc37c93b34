import { expect, it } from "vitest";
import { LOGIN_THROTTLE } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { loginFailures, sessions } from "./schema";
import { createSession, findSessionUser, isLoginThrottled, purgeStaleLoginData, recordLoginFailure } from "./sessions";
import { upsertAdmin } from "./users";

const MINUTE = 60_000;

describeWithDatabase("login housekeeping", (db) => {
  it("deletes expired sessions and failures outside the throttle window, and keeps the rest", async () => {
    const user = await upsertAdmin(db(), "purge@example.se", "rätt-lösenord");
    const now = new Date();
    const expired = await createSession(db(), user.id, new Date(now.getTime() - 31 * 24 * 60 * MINUTE));
    const live = await createSession(db(), user.id, now);
    const oldFailure = new Date(now.getTime() - (LOGIN_THROTTLE.windowMinutes + 1) * MINUTE);
    const recentFailure = new Date(now.getTime() - (LOGIN_THROTTLE.windowMinutes - 1) * MINUTE);
    await db()
      .insert(loginFailures)
      .values([
        { email: "gammal@example.se", ip: "10.0.0.1", at: oldFailure },
        { email: "ny@example.se", ip: "10.0.0.2", at: recentFailure },
      ]);
    await recordLoginFailure(db(), "ny@example.se", "10.0.0.2");

    await purgeStaleLoginData(db(), now);

    expect((await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual([live.id]);
    expect(await findSessionUser(db(), expired.id, now)).toBeNull();
    expect(await findSessionUser(db(), live.id, now)).toMatchObject({ email: "purge@example.se" });
    const failures = await db().select({ email: loginFailures.email }).from(loginFailures);
    expect(failures.map((row) => row.email).sort()).toEqual(["ny@example.se", "ny@example.se"]);
    // What still counts for throttling is untouched.
    expect(await isLoginThrottled(db(), "ny@example.se", "10.9.9.9", now)).toBe(false);
  });
});
