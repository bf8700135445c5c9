// Whether a sign-in session is still live: the realtime server asks this before it accepts a
// player's token (connect, refresh, private subscribe) and when the player's sessions change.
import type { Db } from '../../db/client.ts'
import { SESSION_IDLE_TIMEOUT_MS } from './constants.ts'
import { sessionIsLive } from './repository/sessions-repository.ts'

export async function isSessionLive(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
  if (!Number.isSafeInteger(userId)) return false
  return sessionIsLive(db, userId, sessionId, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS))
}
