// The bet history (GLI-33): every change of a bet written with the change itself. Placement adds its
// rows inside the one placing statement (`placedHistoryCte`, repository/); settlement and cash-out
// call `recordBetEvent` in their transactions. Listed by GET /bets/{id}/history for the owner.
import {
  fromMoney,
  type BetHistoryActor,
  type BetHistoryEntry,
  type BetHistoryEvent,
} from '@sportsbook/contract'
import { money, type BetResult, type BetStatus } from '@sportsbook/domain'
import type { Db, Executor } from '../../db/client.ts'
import { insertBetHistory, selectBetHistory, selectOwnedBetId } from './repository/history-repository.ts'
import { currencyOf } from '@sportsbook/domain'

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
  await recordBetEvents(tx, [e])
}

/** Many changes in one statement (a settlement batch). */
export async function recordBetEvents(tx: Executor, events: readonly BetEvent[]): Promise<void> {
  if (events.length > 0)
    await insertBetHistory(
      tx,
      events.map((e) => ({ ...e, betId: Number(e.betId) })),
    )
}

/** The history of a bet of `userId`, oldest first; null when there is no such bet of theirs. */
export async function listBetHistory(
  db: Db,
  userId: number,
  betId: string,
): Promise<BetHistoryEntry[] | null> {
  const id = await selectOwnedBetId(db, userId, Number(betId))
  if (id === undefined) return null
  const rows = await selectBetHistory(db, id)
  return rows.map((r) => {
    const currency = currencyOf(r.currency)
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      event: r.event,
      from_status: r.fromStatus,
      to_status: r.toStatus,
      result: r.result,
      amount: fromMoney(money(r.amount, currency)),
      stake: fromMoney(money(r.stake, currency)),
      actor: r.actor,
    }
  })
}
