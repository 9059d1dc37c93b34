import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS, LOGIN_THROTTLE as THROTTLE } from "#domain";
import { lockForWrite, type Db } from "./db";
import { loginFailures, sessions, users } from "./schema";
import type { User } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A used session's idle deadline moves on at most once an hour: no write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

/** A session lives SESSION_IDLE_DAYS from its last use, and never past SESSION_MAX_DAYS from sign-in. */
export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = idleDeadline(now);
  await db.insert(sessions).values({ id, userId, expiresAt, created: now });
  return { id, expiresAt };
}

const idleDeadline = (now: Date) => new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS);
const oldestLiveSignIn = (now: Date) => new Date(now.getTime() - SESSION_MAX_DAYS * DAY_MS);

export async function findSessionUser(db: Db, sessionId: string, now = new Date()): Promise<User | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), gt(sessions.created, oldestLiveSignIn(now))))
    .limit(1);
  if (!row) return null;
  if (idleDeadline(now).getTime() - row.expiresAt.getTime() > RENEW_AFTER_MS)
    await db
      .update(sessions)
      .set({ expiresAt: idleDeadline(now) })
      .where(eq(sessions.id, sessionId));
  return { id: row.id, email: row.email };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user ('Logga ut överallt', a changed password). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.created, oldestLiveSignIn(now))));
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

/** The oldest moment a failure still counts. */
const throttleWindowStart = (now: Date) => new Date(now.getTime() - THROTTLE.windowMinutes * 60 * 1000);

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type LoginReservation = { allowed: false } | { allowed: true; emailFailures: number };

/**
 * Reserves one password check for the e-mail from the address, or refuses it (docs/decisions/
 * 0013-sign-in-throttling.md). The reservation is recorded as a failure before the password is
 * checked, and counting and recording happen under a lock per address, so however many attempts
 * arrive at once, no more than the limits get a check. A success clears the pair's failures.
 * `emailFailures` counts the e-mail's failures from other addresses: they slow it down, never stop it.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<LoginReservation> {
  const normalized = normalizeEmail(email);
  return db.transaction(async (tx) => {
    await lockForWrite(tx, `login:${ip}`);
    const [row] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${loginFailures.email} = ${normalized} and ${loginFailures.ip} = ${ip})`,
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
        byEmailElsewhere: sql<number>`count(*) filter (where ${loginFailures.email} = ${normalized} and ${loginFailures.ip} <> ${ip})`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, throttleWindowStart(now)),
          or(eq(loginFailures.email, normalized), eq(loginFailures.ip, ip)),
        ),
      );
    const counts = {
      pair: Number(row?.pair ?? 0),
      byIp: Number(row?.byIp ?? 0),
      elsewhere: Number(row?.byEmailElsewhere ?? 0),
    };
    if (counts.pair >= THROTTLE.perEmailAndIp || counts.byIp >= THROTTLE.perIp) return { allowed: false } as const;
    await tx.insert(loginFailures).values({ email: normalized, ip, at: now });
    return { allowed: true, emailFailures: counts.elsewhere } as const;
  });
}

/** The pair's failures go on a success (the owner's own typos); a stranger's elsewhere stay counted. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, normalizeEmail(email)), eq(loginFailures.ip, ip)));
}
