import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { sessions, users } from "./schema";

export type User = { id: number; email: string };

/**
 * Creates the administrator, or sets a new password for an existing e-mail (argon2id). A password
 * that changes ends every session of that user; the same password again (ADMIN_PASSWORD at every
 * start) changes nothing.
 */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<User> {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new Error(`Ogiltig e-postadress: ${email}`);
  if (password.length < 8) throw new Error("Lösenordet måste ha minst 8 tecken.");
  const existing = await findUserByEmail(db, normalized);
  if (existing && (await verify(existing.passwordHash, password).catch(() => false)))
    return { id: existing.id, email: existing.email };
  const passwordHash = await hash(password);
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
