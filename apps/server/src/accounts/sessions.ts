// Server-side sessions in PostgreSQL. The cookie carries a 256-bit random token; the table keeps its
// SHA-256, so reading the table does not let anyone sign in.
import { and, eq, gt, lte, ne, or } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import type { Executor } from '../wallet/wallet.ts'
import { randomToken, sha256 } from './crypto.ts'
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './constants.ts'

/** The signed-in player as routes see it (`request.player`). */
export interface SessionPlayer {
  id: number
  email: string | null
  currency: string
  language: string
  country: string
  /** SHA-256 of the cookie token: the sessions row id. */
  sessionId: string
}

/** Opens a session; returns the token for the cookie. */
export async function createSession(db: Executor, userId: number, now: Date): Promise<string> {
  // Dead sessions of this player go now, so the table does not grow without end.
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince))),
    )
  const token = randomToken()
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
  })
  return token
}

/** The player of a live session, sliding its idle timeout; null when unknown, idle or past its end. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionPlayer | null> {
  const id = sha256(token)
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      currency: users.currency,
      language: users.language,
      country: users.country,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
  if (!row) return null
  const idle = now.getTime() - row.lastSeenAt.getTime()
  if (idle >= SESSION_IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, id))
    return null
  }
  if (idle >= SESSION_TOUCH_INTERVAL_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
  const { lastSeenAt: _seen, ...player } = row
  return { ...player, sessionId: id }
}

export async function destroySession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** After a password change every other session ends (a thief's included). */
export async function destroyOtherSessions(db: Executor, userId: number, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
}
