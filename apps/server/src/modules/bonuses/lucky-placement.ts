// Lucky bonuses at placement (ADR 036-lucky-bonuses): a named multiple the operator has terms for takes
// a copy of them, written in the placing transaction, so a later change of the terms never changes a
// placed bet. Not on a bet placed with a bonus (a freebet's stake is not the player's; a comboboost or
// profit boost is a promotion already: one per bet, ADR 033).
import type { Executor, Tx } from '../../db/client.ts'
import { insertLuckyBonuses, selectLuckyTerms, type LuckyBetRecord } from './repository/lucky-repository.ts'

/** A bet being placed, as the Lucky bonuses read it. */
export interface LuckyCandidate {
  betId: string
  /** The named multiple's id ('lucky15'); absent for any other bet. */
  systemName?: string | undefined
  /** The bonus the bet names, if any. */
  bonusType?: string | undefined
}

/** The terms these bets take (no query unless one is a named multiple without a bonus). */
export async function luckyBonusesFor(
  db: Executor,
  userId: number,
  bets: readonly LuckyCandidate[],
): Promise<LuckyBetRecord[]> {
  const named = bets.filter((b) => b.systemName && !b.bonusType)
  if (named.length === 0) return []
  const terms = await selectLuckyTerms(db)
  return named.flatMap((b) => {
    const t = terms.find((r) => r.system_name === b.systemName)
    return t ? [{ ...t, betId: b.betId, userId }] : []
  })
}

/** In the placing transaction, after the bets are written. */
export const attachLuckyBonuses = (tx: Tx, records: readonly LuckyBetRecord[]) =>
  insertLuckyBonuses(tx, records)
