import { expect, it } from "vitest";
import { LOGIN_THROTTLE, SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { loginFailures, sessions } from "./schema";
import {
  clearLoginFailures,
  createSession,
  deleteUserSessions,
  findSessionUser,
  purgeStaleLoginData,
  reserveLoginAttempt,
} from "./sessions";
import { upsertAdmin } from "./users";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeWithDatabase("sessions and the sign-in throttle", (db) => {
  it("deletes expired sessions and failures outside the throttle window, and keeps the rest", async () => {
    const user = await upsertAdmin(db(), "purge@example.se", "rätt-lösenord");
    const now = new Date();
    const expired = await createSession(db(), user.id, new Date(now.getTime() - (SESSION_IDLE_DAYS + 1) * DAY));
    const live = await createSession(db(), user.id, now);
    const oldFailure = new Date(now.getTime() - (LOGIN_THROTTLE.windowMinutes + 1) * MINUTE);
    const recentFailure = new Date(now.getTime() - (LOGIN_THROTTLE.windowMinutes - 1) * MINUTE);
    await db()
      .insert(loginFailures)
      .values([
        { email: "gammal@example.se", ip: "10.0.0.1", at: oldFailure },
        { email: "ny@example.se", ip: "10.0.0.2", at: recentFailure },
      ]);
    await reserveLoginAttempt(db(), "ny@example.se", "10.0.0.2");

    await purgeStaleLoginData(db(), now);

    expect((await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual([live.id]);
    expect(await findSessionUser(db(), expired.id, now)).toBeNull();
    expect(await findSessionUser(db(), live.id, now)).toMatchObject({ email: "purge@example.se" });
    const failures = await db().select({ email: loginFailures.email }).from(loginFailures);
    expect(failures.map((row) => row.email).sort()).toEqual(["ny@example.se", "ny@example.se"]);
  });

  it("ends a session after 7 days unused, renews one in use, and ends every one after 30 days", async () => {
    await db().delete(sessions);
    const user = await upsertAdmin(db(), "idle@example.se", "rätt-lösenord");
    const start = new Date("2026-01-01T12:00:00Z");
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const unused = await createSession(db(), user.id, start);
    const used = await createSession(db(), user.id, start);
    // Used every 6 days, it lives on; left alone for 7 days, it ends.
    for (let day = 6; day < SESSION_MAX_DAYS; day += 6)
      expect(await findSessionUser(db(), used.id, at(day))).toMatchObject({ email: "idle@example.se" });
    expect(await findSessionUser(db(), unused.id, at(SESSION_IDLE_DAYS + 0.01))).toBeNull();
    // Past the absolute limit even a session in daily use ends.
    expect(await findSessionUser(db(), used.id, at(SESSION_MAX_DAYS + 0.01))).toBeNull();
  });

  it("ends every session of a user, and a changed password does the same; the same password does not", async () => {
    const user = await upsertAdmin(db(), "byte@example.se", "gammalt-lösenord");
    const other = await upsertAdmin(db(), "annan@example.se", "annat-lösenord");
    const [a, b, c] = [
      await createSession(db(), user.id),
      await createSession(db(), user.id),
      await createSession(db(), other.id),
    ];
    await upsertAdmin(db(), "byte@example.se", "gammalt-lösenord");
    expect(await findSessionUser(db(), a.id)).not.toBeNull();
    await upsertAdmin(db(), "BYTE@example.se", "nytt-lösenord");
    expect(await findSessionUser(db(), a.id)).toBeNull();
    expect(await findSessionUser(db(), b.id)).toBeNull();
    expect(await findSessionUser(db(), c.id)).not.toBeNull();
    const d = await createSession(db(), user.id);
    await deleteUserSessions(db(), user.id);
    expect(await findSessionUser(db(), d.id)).toBeNull();
    expect(await findSessionUser(db(), c.id)).not.toBeNull();
  });

  it("reserves sign-in checks up to 5 per e-mail and address or 20 per address, within the window", async () => {
    const now = new Date();
    for (let i = 0; i < LOGIN_THROTTLE.perEmailAndIp; i++)
      expect((await reserveLoginAttempt(db(), "Admin@Example.se", "10.0.0.1", now)).allowed).toBe(true);
    expect(await reserveLoginAttempt(db(), "admin@example.se", "10.0.0.1", now)).toEqual({ allowed: false });
    // The same e-mail from another address is only slowed down: its failures elsewhere are counted.
    expect(await reserveLoginAttempt(db(), "admin@example.se", "10.9.9.9", now)).toEqual({
      allowed: true,
      emailFailures: LOGIN_THROTTLE.perEmailAndIp,
    });
    // After the window the failures no longer count.
    const later = new Date(now.getTime() + (LOGIN_THROTTLE.windowMinutes + 1) * 60_000);
    expect((await reserveLoginAttempt(db(), "admin@example.se", "10.0.0.1", later)).allowed).toBe(true);
    await clearLoginFailures(db(), "admin@example.se", "10.0.0.1");
    expect((await reserveLoginAttempt(db(), "admin@example.se", "10.0.0.1", now)).allowed).toBe(true);
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++)
      await reserveLoginAttempt(db(), `user${i}@example.se`, "10.1.1.1", now);
    expect(await reserveLoginAttempt(db(), "ny@example.se", "10.1.1.1", now)).toEqual({ allowed: false });
  });
});
