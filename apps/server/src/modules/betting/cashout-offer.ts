// The cash-out offer of an open bet from the current odds (domain cashoutValue), shared by the bet
// list, the cash-out request and the worker that pushes offers as odds move.
import {
  cashoutValue,
  decimalOdds,
  money,
  type CashoutLeg,
  type DecimalOdds,
  type Money,
  type SelectionOutcome,
  unscaleOdds,
} from '@sportsbook/domain'
import { currencyOf } from '@sportsbook/domain'
import type { BetRow, SelectionRow } from './repository/bets-repository.ts'
import { stakeLimits } from './constants.ts'
import { cashoutAllowedFor, systemLinesOf } from './bet-system.ts'
import { offered, type SelectionKey, type Snapshot } from './market-snapshot.ts'

export const acceptedOdds = (s: SelectionRow): DecimalOdds => decimalOdds(unscaleOdds(s.odds_scaled))

export const selectionKeys = (rows: readonly BetRow[]): SelectionKey[] => rows.flatMap((r) => r.selections)

/**
 * The current offer for the whole bet, or undefined when cash-out is not available now. Custom bets
 * have none: their price is a joint probability that the legs' current odds do not give. Bets placed
 * with a bonus have none either.
 */
export function offerFor(row: BetRow, snapshot: Snapshot): Money | undefined {
  // No cash-out on bonus bets (README "Bonuses"): a freebet's stake was never the player's money, and a
  // comboboost's boost is paid only at settlement.
  if (row.status !== 'waiting_results' || row.type === 'custom_bet' || row.bonus) return undefined
  // No cash-out on a full-cover bet unless the operator allows it (CASHOUT_ON_FULL_COVER, ADR 034).
  if (!cashoutAllowedFor(row)) return undefined
  // Nor on a bet at a boosted price (ADR 033): the boost is the operator's promotion, paid at settlement.
  if (row.selections.some((s) => s.unboosted_odds_scaled != null)) return undefined
  const currency = currencyOf(row.currency)
  const legs = row.selections.map((s): CashoutLeg => {
    const accepted = acceptedOdds(s)
    if (s.result) return { accepted, outcome: s.result as SelectionOutcome }
    const { outcome, bettable } = offered(snapshot, s)
    return outcome && bettable
      ? { accepted, current: decimalOdds(outcome.odds) }
      : { accepted, unavailable: true }
  })
  return cashoutValue({
    stake: money(Number(row.stake), currency),
    legs,
    ...systemLinesOf(row),
    cap: stakeLimits(currency).maxPayout,
  })
}
