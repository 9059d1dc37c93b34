import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loginFailures, sessions } from "#data/schema";
import { createSession } from "#data/sessions";
import { upsertAdmin } from "#data/users";
import { LOGIN_THROTTLE as THROTTLE } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { attemptSignIn, throttleFromEnv } from "./login.server";

describeWithDatabase("sign-in attempts", (db) => {
  const attempt = (email: string, password: string, ip = "10.0.0.1", throttle = true) =>
    attemptSignIn(db(), { email, password, ip, throttle });

  it("locks an e-mail after 5 failures, even for the right password, and a success clears the count", async () => {
    await upsertAdmin(db(), "admin@example.se", "rätt-lösenord");
    for (let i = 0; i < THROTTLE.perEmail - 1; i++)
      expect(await attempt("admin@example.se", "fel")).toEqual({ kind: "failed" });
    expect((await attempt("ADMIN@example.se", "rätt-lösenord")).kind).toBe("ok");
    for (let i = 0; i < THROTTLE.perEmail; i++)
      expect((await attempt("admin@example.se", "fel", `10.0.1.${i}`)).kind).toBe("failed");
    expect(await attempt("admin@example.se", "rätt-lösenord", "10.0.2.1")).toEqual({ kind: "throttled" });
  });

  it("locks an address after 20 failures whatever the e-mails, and never with throttling off", async () => {
    await upsertAdmin(db(), "ops@example.se", "rätt-lösenord");
    for (let i = 0; i < THROTTLE.perIp; i++) await attempt(`okand${i}@example.se`, "fel", "10.9.9.9");
    expect(await attempt("ops@example.se", "rätt-lösenord", "10.9.9.9")).toEqual({ kind: "throttled" });
    expect((await attempt("ops@example.se", "rätt-lösenord", "10.9.9.9", false)).kind).toBe("ok");
    expect((await attempt("ops@example.se", "rätt-lösenord", "10.9.9.8")).kind).toBe("ok");
  });

  it("purges expired sessions and stale failures on a successful sign-in", async () => {
    const user = await upsertAdmin(db(), "städ@example.se", "rätt-lösenord");
    await createSession(db(), user.id, new Date(Date.now() - 31 * 24 * 60 * 60_000));
    await db()
      .insert(loginFailures)
      .values({ email: "annan@example.se", ip: "10.5.5.5", at: new Date(Date.now() - 24 * 60 * 60_000) });
    expect((await attempt("städ@example.se", "rätt-lösenord", "10.5.5.6")).kind).toBe("ok");
    expect(await db().select().from(sessions)).toEqual([]);
    // The earlier tests' recent failures still count and stay; only the stale one is gone.
    expect(await db().select().from(loginFailures).where(eq(loginFailures.email, "annan@example.se"))).toEqual([]);
  });
});

it("reads LOGIN_THROTTLE=off as the only way to switch throttling off", () => {
  expect(throttleFromEnv({ LOGIN_THROTTLE: "off" })).toBe(false);
  expect(throttleFromEnv({})).toBe(true);
  expect(throttleFromEnv({ LOGIN_THROTTLE: "no" })).toBe(true);
});
