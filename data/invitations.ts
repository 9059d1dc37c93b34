// A second administrator (a stud often has two owners): an administrator invites by e-mail and
// gets a one-time link valid INVITATION_HOURS; the invitee chooses a password there and is an
// administrator like the first. docs/product.md, "Administrators".
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import { INVITATION_HOURS } from "#domain";
import type { Db } from "./db";
import { invitations, users } from "./schema";
import { emailAddress, findUserByEmail, hashPassword, passwordProblem, type PasswordProblem, type User } from "./users";

const HOUR_MS = 60 * 60 * 1000;
/** What inviteAdministrator hands out: 32 random bytes, base64url. Anything else is no token. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Only this is stored: a leaked table or backup lets no one in. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export type InviteResult =
  | { ok: true; token: string; expiresAt: Date }
  /** `email`: no e-mail address; `exists`: that e-mail is an administrator already. */
  | { ok: false; reason: "email" | "exists" };

/**
 * Invites `email` (trimmed, lower case): a new token whose hash is stored with its expiry. An
 * earlier link to the same e-mail stops working, and expired invitations are cleared.
 */
export async function inviteAdministrator(
  db: Db,
  { email, invitedBy, now = new Date() }: { email: string; invitedBy: number; now?: Date },
): Promise<InviteResult> {
  const address = emailAddress(email);
  if (address === null) return { ok: false, reason: "email" };
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, address)) return { ok: false, reason: "exists" } as const;
    await tx
      .delete(invitations)
      .where(or(eq(sql`lower(${invitations.email})`, address), lte(invitations.expiresAt, now)));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + INVITATION_HOURS * HOUR_MS);
    await tx
      .insert(invitations)
      .values({ email: address, tokenHash: tokenHash(token), invitedBy, created: now, expiresAt });
    return { ok: true, token, expiresAt } as const;
  });
}

export interface PendingInvitation {
  id: number;
  email: string;
  created: Date;
  expiresAt: Date;
}

/** The invitations whose link still works, oldest first. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<PendingInvitation[]> {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      created: invitations.created,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(gt(invitations.expiresAt, now))
    .orderBy(asc(invitations.created), asc(invitations.id));
}

/** Withdraws an invitation: its link stops working. */
export async function revokeInvitation(db: Db, id: number): Promise<void> {
  await db.delete(invitations).where(eq(invitations.id, id));
}

/** The invitation a link names while it works (not taken, withdrawn or expired), or null. */
export async function invitationFor(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ email: string; expiresAt: Date } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash(token)), gt(invitations.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export type AcceptResult =
  | { ok: true; user: User }
  /** `invalid`: the link does not work (any more); `exists`: the e-mail became an administrator meanwhile. */
  | { ok: false; reason: "invalid" | "exists" | PasswordProblem };

/**
 * Takes the link once: with a password the rules accept (a refused one leaves the link working),
 * the invitation is deleted and the administrator created (argon2id) in one transaction; of two
 * at the same moment one finds the invitation gone.
 */
export async function acceptInvitation(
  db: Db,
  { token, password, now = new Date() }: { token: string; password: string; now?: Date },
): Promise<AcceptResult> {
  if (!(await invitationFor(db, token, now))) return { ok: false, reason: "invalid" };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: problem };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(invitations)
      .where(and(eq(invitations.tokenHash, tokenHash(token)), gt(invitations.expiresAt, now)))
      .returning({ email: invitations.email });
    if (!taken) return { ok: false, reason: "invalid" } as const;
    if (await findUserByEmail(tx, taken.email)) return { ok: false, reason: "exists" } as const;
    const [user] = await tx
      .insert(users)
      .values({ email: taken.email, passwordHash })
      .returning({ id: users.id, email: users.email });
    return { ok: true, user } as const;
  });
}
