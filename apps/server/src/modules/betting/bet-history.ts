// The bet history (GLI-33): every change of a bet written with the change itself. Placement adds its
// rows inside the one placing statement (`placedHistoryCte`, bet-rows.ts); settlement and cash-out
// call `recordBetEvent` in their transactions. Listed by GET /bets/{id}/history for the owner.
import { and, asc, eq } from 'drizzle-orm'
import { sql, type SQL } from 'drizzle-orm'
import {
  fromMoney,
  type BetHistoryActor,
  type BetHistoryEntry,
  type BetHistoryEvent,
} from '@sportsbook/contract'
import { money, type BetResult, type BetStatus } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { betHistory, bets } from '../../db/schema.ts'
import type { Executor } from '../../db/client.ts'
import { currencyOf } from './bet-currency.ts'

export interface BetEvent {
  betId: string
  at: Date
  event: BetHistoryEvent
  fromStatus: BetStatus
  toStatus: BetStatus
  result: BetResult
  /** Minor units of the bet's currency. */
  amount: number
  stake: number
  currency: string
  actor: BetHistoryActor
}

export async function recordBetEvent(tx: Executor, e: BetEvent): Promise<void> {
  await tx.insert(betHistory).values({ ...e, betId: Number(e.betId) })
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

/** The history of a bet of `userId`, oldest first; null when there is no such bet of theirs. */
export async function listBetHistory(
  db: Db,
  userId: number,
  betId: string,
): Promise<BetHistoryEntry[] | null> {
  const [bet] = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.id, Number(betId)), eq(bets.userId, userId)))
  if (!bet) return null
  const rows = await db
    .select()
    .from(betHistory)
    .where(eq(betHistory.betId, bet.id))
    .orderBy(asc(betHistory.id))
  return rows.map((r) => {
    const currency = currencyOf(r.currency)
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      event: r.event as BetHistoryEvent,
      from_status: r.fromStatus as BetStatus | null,
      to_status: r.toStatus as BetStatus,
      result: r.result as BetResult,
      amount: fromMoney(money(r.amount, currency)),
      stake: fromMoney(money(r.stake, currency)),
      actor: r.actor as BetHistoryActor,
    }
  })
}
