// SQL of `sessions` (rows keyed by the SHA-256 of the cookie token).
import { and, eq, gt, lte, ne, or } from 'drizzle-orm'
import { sessions, users } from '../../../db/schema/index.ts'
import type { Executor } from '../../../db/client.ts'

/** Deletes the player's sessions that expired or idled out before `idleSince`. */
export async function deleteDeadSessionsOf(
  db: Executor,
  userId: number,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince))),
    )
}

/** Deletes every session that expired or idled out before `idleSince`; returns their players. */
export async function deleteEndedSessions(db: Executor, now: Date, idleSince: Date) {
  return db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ userId: sessions.userId })
}

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row)
}

/** The unexpired session with its player's fields. */
export async function selectLiveSession(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      currency: users.currency,
      language: users.language,
      country: users.country,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
  return row
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id))
}

/** Deletes the session; returns the player ids of the rows deleted. */
export async function deleteSessionReturning(db: Executor, id: string) {
  return db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId })
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
}

/** Deletes every session of the player but `keep`. */
export async function deleteSessionsOf(db: Executor, userId: number, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
}

/** The session is unexpired, the player's, and seen after `seenAfter`. */
export async function sessionIsLive(
  db: Executor,
  userId: number,
  sessionId: string,
  now: Date,
  seenAfter: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, seenAfter),
      ),
    )
  return row !== undefined
}

/** When the session started and when its next reality check is due (null: one period after the start). */
export async function selectRealityCheck(db: Executor, sessionId: string) {
  const [r] = await db
    .select({ createdAt: sessions.createdAt, realityCheckAt: sessions.realityCheckAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return r
}

export async function setRealityCheckAt(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ realityCheckAt: at }).where(eq(sessions.id, sessionId))
}
