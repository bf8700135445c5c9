// SQL of `bet_history`: the placing statement's CTE, the events of settlement and cash-out, the list.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { betHistory, bets } from '../../../db/schema/index.ts'
import { unnestRows } from '../../../db/unnest.ts'

export type BetHistoryInsert = typeof betHistory.$inferInsert
export type BetHistoryDbRow = typeof betHistory.$inferSelect

export async function insertBetHistory(tx: Executor, rows: readonly BetHistoryInsert[]): Promise<void> {
  await tx.execute(sql`insert into bet_history
      (bet_id, at, event, from_status, to_status, result, amount, stake, currency, actor)
    select * from ${unnestRows(rows, [
      ['bet_id', 'bigint', (r) => r.betId],
      ['at', 'timestamptz', (r) => r.at],
      ['event', 'text', (r) => r.event],
      ['from_status', 'text', (r) => r.fromStatus ?? null],
      ['to_status', 'text', (r) => r.toStatus],
      ['result', 'text', (r) => r.result],
      ['amount', 'bigint', (r) => r.amount],
      ['stake', 'bigint', (r) => r.stake],
      ['currency', 'text', (r) => r.currency],
      ['actor', 'text', (r) => r.actor],
    ])}`)
}

/**
 * The CTE that records the placement of the bets the placing statement's CTE `b` inserted (which
 * returns their id, currency and stake): part of that one statement, so a bet never exists without it.
 */
export function placedHistoryCte(now: Date): SQL {
  return sql`h as (insert into bet_history (bet_id, at, event, to_status, result, amount, stake, currency, actor)
      select b.id, ${now}, 'placed', 'waiting_results', 'no_results', b.stake, b.stake, b.currency, 'player' from b
      returning 1)`
}

/** The bet's id when `userId` owns it, else undefined. */
export async function selectOwnedBetId(
  db: Executor,
  userId: number,
  betId: number,
): Promise<number | undefined> {
  const [bet] = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.userId, userId)))
  return bet?.id
}

/** The history rows of a bet, oldest first. */
export async function selectBetHistory(db: Executor, betId: number): Promise<BetHistoryDbRow[]> {
  return db.select().from(betHistory).where(eq(betHistory.betId, betId)).orderBy(asc(betHistory.id))
}
