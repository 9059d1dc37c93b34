import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "#data/db";
import { loginFailures, sessions } from "#data/schema";
import { createSession } from "#data/sessions";
import { upsertAdmin, verifyCredentials } from "#data/users";
import { LOGIN_THROTTLE as THROTTLE } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { attemptSignIn, throttleFromEnv } from "./login.server";

/** Password checks counted, waits recorded instead of waited. */
function counting() {
  const waits: number[] = [];
  let checks = 0;
  return {
    waits,
    checks: () => checks,
    dependencies: {
      verify: (db: Db, email: string, password: string) => {
        checks++;
        return verifyCredentials(db, email, password);
      },
      wait: async (ms: number) => void waits.push(ms),
    },
  };
}

describeWithDatabase("sign-in attempts", (db) => {
  const attempt = (email: string, password: string, ip = "10.0.0.1", throttle = true, deps = counting().dependencies) =>
    attemptSignIn(db(), { email, password, ip, throttle }, deps);

  it("stops an e-mail from one address after 5 failures, even for the right password; a success clears them", async () => {
    await upsertAdmin(db(), "admin@example.se", "rätt-lösenord");
    for (let i = 0; i < THROTTLE.perEmailAndIp - 1; i++)
      expect(await attempt("admin@example.se", "fel")).toEqual({ kind: "failed" });
    expect((await attempt("ADMIN@example.se", "rätt-lösenord")).kind).toBe("ok");
    for (let i = 0; i < THROTTLE.perEmailAndIp; i++)
      expect((await attempt("admin@example.se", "fel", "10.0.2.1")).kind).toBe("failed");
    expect(await attempt("admin@example.se", "rätt-lösenord", "10.0.2.1")).toEqual({ kind: "throttled" });
  });

  it("never lets a stranger lock the owner out: failures from elsewhere slow the e-mail down, no more", async () => {
    await upsertAdmin(db(), "ägare@example.se", "ägarens-lösenord");
    // 30 addresses, 5 failures each: 150 failures for the owner's e-mail.
    for (let host = 0; host < 30; host++)
      for (let i = 0; i < THROTTLE.perEmailAndIp; i++)
        expect((await attempt("ägare@example.se", "gissning", `192.0.2.${host}`)).kind).toBe("failed");
    const owner = counting();
    expect((await attempt("ägare@example.se", "ägarens-lösenord", "198.51.100.7", true, owner.dependencies)).kind).toBe(
      "ok",
    );
    expect(owner.checks()).toBe(1);
    expect(owner.waits).toEqual([THROTTLE.slowDownMaxMs]);
  });

  it("stops an address after 20 failures whatever the e-mails, and never with throttling off", async () => {
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
