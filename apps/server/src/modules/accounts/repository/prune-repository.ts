// SQL of the prune: deletes of rows nobody can use any more; each returns how many rows went. (Ended
// sessions go through session-expiry.ts, which announces them.)
import { and, lt, lte } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { outbox, phoneVerifications, userTokens } from '../../../db/schema/index.ts'

export async function deleteExpiredTokens(db: Executor, now: Date): Promise<number> {
  return (await db.delete(userTokens).where(lte(userTokens.expiresAt, now))).rowCount ?? 0
}

/** Codes that expired on a day before `today` (today's count towards the daily SMS limit). */
export async function deleteExpiredCodesBefore(db: Executor, now: Date, today: string): Promise<number> {
  const r = await db
    .delete(phoneVerifications)
    .where(and(lte(phoneVerifications.expiresAt, now), lt(phoneVerifications.day, today)))
  return r.rowCount ?? 0
}

export async function deleteOutboxBefore(db: Executor, before: Date): Promise<number> {
  return (await db.delete(outbox).where(lt(outbox.createdAt, before))).rowCount ?? 0
}
