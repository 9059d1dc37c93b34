import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { LOGIN_THROTTLE as THROTTLE } from "#domain";
import type { Db } from "./db";
import { loginFailures, sessions, users } from "./schema";
import type { User } from "./users";

export const SESSION_DAYS = 30;

export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ id, userId, expiresAt });
  return { id, expiresAt };
}

export async function findSessionUser(db: Db, sessionId: string, now = new Date()): Promise<User | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Failures older than the throttle window no longer count for anything, so they are deleted. */
export async function deleteOldLoginFailures(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, throttleWindowStart(now)));
}

/** Housekeeping, at server start and on each successful sign-in: expired sessions and stale failures go. */
export async function purgeStaleLoginData(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteOldLoginFailures(db, now);
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email: email.trim().toLowerCase(), ip });
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.trim().toLowerCase()));
}

/** The oldest moment a failure still counts. */
const throttleWindowStart = (now: Date) => new Date(now.getTime() - THROTTLE.windowMinutes * 60 * 1000);

/** True while the e-mail or the address has too many recent failures. */
export async function isLoginThrottled(db: Db, email: string, ip: string, now = new Date()): Promise<boolean> {
  const since = throttleWindowStart(now);
  const normalized = email.trim().toLowerCase();
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${normalized})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.at, since), or(eq(loginFailures.email, normalized), eq(loginFailures.ip, ip))));
  return (row?.byEmail ?? 0) >= THROTTLE.perEmail || (row?.byIp ?? 0) >= THROTTLE.perIp;
}
