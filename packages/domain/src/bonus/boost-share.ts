import { subtract } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'
import { tryDecimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { settleBet } from '../settlement/settle-bet.ts'

/** One selection of a placed combo: its accepted odds and how it settled (null: not yet). */
export interface SettledLeg {
  readonly odds: DecimalOdds
  readonly outcome: SelectionOutcome | null
}

/**
 * The part of a comboboost bet's (potential) win the boost adds: the win with the boost less the win
 * without it, both from `settleBet` (selections not settled yet count as winning, as the quote does),
 * so the plain win and the boost add up to the win paid. 0 without a boost, on a loss, or when a
 * refunded or half-settled leg cancelled the boost.
 */
export function comboboostShare<C extends string>(
  stake: Money<C>,
  legs: readonly SettledLeg[],
  bonusOdds: number,
): Money<C> {
  const boost = tryDecimalOdds(bonusOdds)
  if (!boost || legs.length === 0) return zero(stake.currency)
  const input = { stake, odds: legs.map((l) => l.odds), outcomes: legs.map((l) => l.outcome ?? 'win') }
  return subtract(settleBet({ ...input, boost }).payout, settleBet(input).payout) as Money<C>
}
