// Betting's unit of work (ADR 028): the one transaction in which a bet's money moves, owned by betting.
// Placement, settlement and cash-out each run as one; the other modules hand values in and write their
// own rows with the unit's `tx` (notifications, bonuses, jackpots, the wallet's credits). The open bets
// a unit changes are locked by `lockOpenBets` (the per-bet lock: `for update` in id order), so two
// triggers on one bet (a settlement and a cash-out; later an auto cash-out or an edit) run one after
// the other and the second finds the bet as the first left it. Realtime pushes wait for the commit.
import type { Db, Tx } from '../../db/client.ts'
import { lockOpenBets as lockRows, type SettlingBet } from './repository/settle-repository.ts'

export interface UnitOfWork {
  readonly tx: Tx
  /** Runs `effect` once the unit has committed (pushes, never money); dropped when it rolls back. */
  afterCommit(effect: () => void): void
}

/** Runs `work` in one transaction; its after-commit effects run in order once it has committed. */
export async function inUnitOfWork<T>(db: Db, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  const effects: (() => void)[] = []
  const result = await db.transaction((tx) => work({ tx, afterCommit: (effect) => effects.push(effect) }))
  for (const effect of effects) effect()
  return result
}

/**
 * The per-bet lock: the bets among `ids` still open, locked until the unit ends, in id order (so two
 * units locking overlapping bets never deadlock), each as the last unit to hold it left it. A bet
 * settled or cashed out meanwhile is left out.
 */
export const lockOpenBets = (uow: UnitOfWork, ids: readonly string[]): Promise<LockedBet[]> =>
  lockRows(uow.tx, ids)

export type LockedBet = SettlingBet
