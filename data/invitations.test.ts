import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { INVITATION_HOURS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { queryRows } from "./db";
import {
  acceptInvitation,
  invitationFor,
  inviteAdministrator,
  pendingInvitations,
  revokeInvitation,
} from "./invitations";
import { createSession, findSessionUser } from "./sessions";
import { findUserByEmail, upsertAdmin, verifyCredentials } from "./users";

const HOUR = 60 * 60 * 1000;
const at = (start: Date, hours: number, ms = 0) => new Date(start.getTime() + hours * HOUR + ms);

describeWithDatabase("invitations", (db) => {
  it("invites by a one-time link valid 48 hours, the token stored only as its hash", async () => {
    const owner = await upsertAdmin(db(), "agare@example.se", "ägarens-lösen");
    const start = new Date("2026-03-01T10:00:00Z");
    const invited = await inviteAdministrator(db(), {
      email: " Delagare@Example.se ",
      invitedBy: owner.id,
      now: start,
    });
    if (!invited.ok) throw new Error(invited.reason);
    expect(invited.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invited.expiresAt).toEqual(at(start, INVITATION_HOURS));
    // What the table holds: the token's SHA-256, never the token.
    const rows = await queryRows<{ token_hash: string; email: string }>(db(), sql`select * from invitations`);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe("delagare@example.se");
    expect(rows[0].token_hash).toBe(createHash("sha256").update(invited.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(invited.token);

    // The clock decides: valid until the 48th hour, not at it.
    expect(await invitationFor(db(), invited.token, at(start, INVITATION_HOURS, -1))).toMatchObject({
      email: "delagare@example.se",
    });
    expect(await invitationFor(db(), invited.token, at(start, INVITATION_HOURS))).toBeNull();
    expect(
      await acceptInvitation(db(), {
        token: invited.token,
        password: "delägarens lösen",
        now: at(start, INVITATION_HOURS),
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(await findUserByEmail(db(), "delagare@example.se")).toBeUndefined();
    expect(await pendingInvitations(db(), at(start, 1))).toMatchObject([{ email: "delagare@example.se" }]);
    expect(await pendingInvitations(db(), at(start, INVITATION_HOURS))).toEqual([]);
  });

  it("is taken once: the invitee sets a password (argon2id) and signs in; the link then answers nothing", async () => {
    const owner = await upsertAdmin(db(), "agare2@example.se", "ägarens-lösen");
    const start = new Date();
    const invited = await inviteAdministrator(db(), { email: "tva@example.se", invitedBy: owner.id, now: start });
    if (!invited.ok) throw new Error(invited.reason);
    // A password the rules refuse does not use up the link.
    expect(await acceptInvitation(db(), { token: invited.token, password: "kort", now: start })).toEqual({
      ok: false,
      reason: "short",
    });
    const accepted = await acceptInvitation(db(), {
      token: invited.token,
      password: "delägarens lösen",
      now: at(start, 47),
    });
    expect(accepted).toMatchObject({ ok: true, user: { email: "tva@example.se" } });
    expect((await findUserByEmail(db(), "tva@example.se"))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyCredentials(db(), "tva@example.se", "delägarens lösen")).toMatchObject({
      email: "tva@example.se",
    });
    expect(await invitationFor(db(), invited.token, at(start, 47))).toBeNull();
    expect(
      await acceptInvitation(db(), { token: invited.token, password: "ett annat lösen", now: at(start, 47) }),
    ).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyCredentials(db(), "tva@example.se", "ett annat lösen")).toBeNull();
    // The owner's own sign-in is untouched.
    const session = await createSession(db(), owner.id);
    expect(await findSessionUser(db(), session.id)).toEqual(owner);
  });

  it("takes one of two acceptances at the same moment", async () => {
    const owner = await upsertAdmin(db(), "agare3@example.se", "ägarens-lösen");
    const invited = await inviteAdministrator(db(), { email: "samtidig@example.se", invitedBy: owner.id });
    if (!invited.ok) throw new Error(invited.reason);
    const results = await Promise.all(
      ["första lösenordet", "andra lösenordet"].map((password) =>
        acceptInvitation(db(), { token: invited.token, password }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "invalid" }]);
  });

  it("refuses an administrator already there, a bad address and a bad or unknown token; a new link replaces the old", async () => {
    const owner = await upsertAdmin(db(), "agare4@example.se", "ägarens-lösen");
    expect(await inviteAdministrator(db(), { email: "AGARE4@example.se", invitedBy: owner.id })).toEqual({
      ok: false,
      reason: "exists",
    });
    for (const email of ["", "inte-en-adress", "<script>@x", "a@b".repeat(200), "a\0b@example.se"])
      expect(await inviteAdministrator(db(), { email, invitedBy: owner.id }), email).toEqual({
        ok: false,
        reason: "email",
      });
    for (const token of ["", "x", "'; drop table users; --", "a".repeat(10_000), "\0".repeat(43)])
      expect(await invitationFor(db(), token)).toBeNull();

    const first = await inviteAdministrator(db(), { email: "ny@example.se", invitedBy: owner.id });
    const second = await inviteAdministrator(db(), { email: "NY@example.se", invitedBy: owner.id });
    if (!first.ok || !second.ok) throw new Error("not invited");
    expect(await invitationFor(db(), first.token)).toBeNull();
    expect(await invitationFor(db(), second.token)).toMatchObject({ email: "ny@example.se" });
    const [pending] = (await pendingInvitations(db())).filter((invitation) => invitation.email === "ny@example.se");
    await revokeInvitation(db(), pending.id);
    expect(await invitationFor(db(), second.token)).toBeNull();
  });
});
