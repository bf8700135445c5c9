// Whether a sign-in session is still live: the realtime server asks this before it accepts a
// player's token (connect, refresh, private subscribe) and when the player's sessions change.
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema.ts'
import { SESSION_IDLE_TIMEOUT_MS } from './constants.ts'

export async function isSessionLive(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
  if (!Number.isSafeInteger(userId)) return false
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    )
  return row !== undefined
}
