import { describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { createSession, findSessionUser } from "./sessions";
import { findUserByEmail, passwordProblem, setPassword, upsertAdmin, verifyCredentials } from "./users";

describeWithDatabase("users", (db) => {
  it("creates the administrator with an argon2id hash and signs in with it", async () => {
    const user = await upsertAdmin(db(), "Admin@Example.se", "hemligt-lösen");
    expect(user.email).toBe("admin@example.se");
    const stored = await findUserByEmail(db(), "ADMIN@example.se");
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyCredentials(db(), "admin@example.se", "hemligt-lösen")).toEqual(user);
    expect(await verifyCredentials(db(), "admin@example.se", "fel")).toBeNull();
    expect(await verifyCredentials(db(), "ingen@example.se", "hemligt-lösen")).toBeNull();
  });

  it("updates the password of an existing e-mail instead of adding a second user", async () => {
    const first = await upsertAdmin(db(), "ops@example.se", "första-lösen");
    const second = await upsertAdmin(db(), "OPS@example.se", "andra-lösen");
    expect(second.id).toBe(first.id);
    expect(await verifyCredentials(db(), "ops@example.se", "första-lösen")).toBeNull();
    expect(await verifyCredentials(db(), "ops@example.se", "andra-lösen")).not.toBeNull();
  });
});

describeWithDatabase("setPassword", (db) => {
  it("stores a new password (argon2id): the old no longer signs in, and every session of the user ends", async () => {
    const user = await upsertAdmin(db(), "byt@example.se", "gammalt-lösen");
    const other = await upsertAdmin(db(), "annan@example.se", "annat-lösen");
    const sessions = [await createSession(db(), user.id), await createSession(db(), user.id)];
    const kept = await createSession(db(), other.id);
    expect(await setPassword(db(), user.id, "ett nytt långt lösen")).toEqual({ ok: true });
    expect((await findUserByEmail(db(), "byt@example.se"))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyCredentials(db(), "byt@example.se", "gammalt-lösen")).toBeNull();
    expect(await verifyCredentials(db(), "byt@example.se", "ett nytt långt lösen")).toEqual(user);
    for (const session of sessions) expect(await findSessionUser(db(), session.id)).toBeNull();
    expect(await findSessionUser(db(), kept.id)).toEqual(other);
  });

  it("refuses a password the rules refuse and changes nothing", async () => {
    const user = await upsertAdmin(db(), "regel@example.se", "gammalt-lösen");
    const session = await createSession(db(), user.id);
    for (const [password, problem] of [
      ["kort", "short"],
      ["x".repeat(PASSWORD_RULES.maxLength + 1), "long"],
    ] as const)
      expect(await setPassword(db(), user.id, password)).toEqual({ ok: false, problem });
    expect(await verifyCredentials(db(), "regel@example.se", "gammalt-lösen")).toEqual(user);
    expect(await findSessionUser(db(), session.id)).toEqual(user);
  });
});

describe("passwordProblem", () => {
  it("holds the rules of upsertAdmin: at least 8 characters, at most PASSWORD_RULES.maxLength", () => {
    expect(PASSWORD_RULES.minLength).toBe(8);
    expect(passwordProblem("1234567")).toBe("short");
    expect(passwordProblem("12345678")).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_RULES.maxLength))).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_RULES.maxLength + 1))).toBe("long");
  });
});

describe("upsertAdmin input", () => {
  it("refuses a short password and a malformed e-mail", async () => {
    await expect(upsertAdmin(null as never, "a@b.se", "kort")).rejects.toThrow(/minst 8/);
    await expect(upsertAdmin(null as never, "inte-en-adress", "långtlösenord")).rejects.toThrow(/e-post/);
  });
});
