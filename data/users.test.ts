import { describe, expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { findUserByEmail, upsertAdmin, verifyCredentials } from "./users";

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

describe("upsertAdmin input", () => {
  it("refuses a short password and a malformed e-mail", async () => {
    await expect(upsertAdmin(null as never, "a@b.se", "kort")).rejects.toThrow(/minst 8/);
    await expect(upsertAdmin(null as never, "inte-en-adress", "långtlösenord")).rejects.toThrow(/e-post/);
  });
});
