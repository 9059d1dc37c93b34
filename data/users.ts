import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { PASSWORD_RULES } from "#domain";
import * as texts from "#domain/texts";
import type { Db } from "./db";
import { sessions, users } from "./schema";

export type User = { id: number; email: string };

export type PasswordProblem = "short" | "long";

/** What is wrong with a new password by the rules (domain PASSWORD_RULES), or null. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_RULES.minLength) return "short";
  if (password.length > PASSWORD_RULES.maxLength) return "long";
  return null;
}

/** A password's stored form: argon2id, the one hashing of every administrator's password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * An administrator's e-mail as stored (trimmed, lower case), or null when it is none: one `@`
 * between two parts without space, control characters, quotes or angle brackets, at most 254
 * characters (what an address may be).
 */
export function emailAddress(text: string): string | null {
  const normalized = text.trim().toLowerCase();
  return normalized.length <= 254 && /^[^\s@<>"'`\p{Cc}]+@[^\s@<>"'`\p{Cc}]+$/u.test(normalized) ? normalized : null;
}

/**
 * Creates the administrator, or sets a new password for an existing e-mail (argon2id). A password
 * that changes ends every session of that user; the same password again (ADMIN_PASSWORD at every
 * start) changes nothing.
 */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<User> {
  const normalized = emailAddress(email);
  if (normalized === null) throw new Error(texts.passwords.badEmail(email));
  const problem = passwordProblem(password);
  if (problem) throw new Error(texts.passwords[problem]);
  const existing = await findUserByEmail(db, normalized);
  if (existing && (await verify(existing.passwordHash, password).catch(() => false)))
    return { id: existing.id, email: existing.email };
  const passwordHash = await hashPassword(password);
  if (!existing) {
    const [user] = await db
      .insert(users)
      .values({ email: normalized, passwordHash })
      .returning({ id: users.id, email: users.email });
    return user;
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, existing.id))
      .returning({ id: users.id, email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    return user;
  });
}

/**
 * Sets a user's new password (the rules and hashing of upsertAdmin) and ends every session of
 * that user, in one transaction; the caller signs this browser in again (a new session).
 */
export async function setPassword(
  db: Db,
  userId: number,
  password: string,
): Promise<{ ok: true } | { ok: false; problem: PasswordProblem }> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return { ok: true };
}

/** Every administrator, by e-mail. */
export async function listUsers(db: Db): Promise<User[]> {
  return db.select({ id: users.id, email: users.email }).from(users).orderBy(users.email);
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/** Checks e-mail and password; the same answer (null) whichever of the two was wrong. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    // Spend the same work as a real check, so timing does not tell which e-mails exist.
    await verify(DUMMY_HASH, password).catch(() => false);
    return null;
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  return ok ? { id: user.id, email: user.email } : null;
}

const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c25vZmxpbmdhbnNhbHQ$0nLJ7xCdn8yKjVZ0d8VD0kq1T0uX0e4Qm6j1lqfJ5bM";
