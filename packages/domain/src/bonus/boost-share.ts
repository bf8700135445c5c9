import { subtract } from '../money/arithmetic.ts'
import { minimum } from '../money/compare.ts'
import { zero, type Money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { tryDecimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { maxPayout } from '../slip/max-payout.ts'

/** One selection of a placed combo: its accepted odds and how it settled (null: not yet). */
export interface SettledLeg {
  readonly odds: DecimalOdds
  readonly outcome: SelectionOutcome | null
}

/**
 * The part of a comboboost bet's (potential) win the boost adds: the win with the boost less the win
 * without it, at the stake in play, so the plain win and the boost add up to the win paid. Legs not
 * settled yet count as won (as the quote does), void and refunded ones at odds 1; a lost leg leaves
 * nothing and a half-settled one cancels the boost, as `boostedSettlement` pays (the loot tests hold
 * the two equal). Computed without settlement's modules: My Bets loads only this.
 */
export function comboboostShare<C extends string>(
  stake: Money<C>,
  legs: readonly SettledLeg[],
  bonusOdds: number,
): Money<C> {
  const none = zero(stake.currency)
  const boost = tryDecimalOdds(bonusOdds)
  const lostOrHalf = legs.some(
    (l) => l.outcome === 'lose' || l.outcome === 'half_win' || l.outcome === 'half_lose',
  )
  if (!boost || legs.length === 0 || lostOrHalf) return none
  const won = legs.filter((l) => l.outcome === null || l.outcome === 'win').map((l) => l.odds)
  if (won.length === 0) return none
  // Both capped by the payout cap as settlement caps them (a capped win shows a smaller boost).
  const cap = maxPayout(stake.currency)
  const paid = (odds: readonly DecimalOdds[]) => minimum(multiplyByOdds(stake, odds, 'down', cap), cap)
  return subtract(paid([...won, boost]), paid(won)) as Money<C>
}
