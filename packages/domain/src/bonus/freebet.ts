import { subtract } from '../money/arithmetic.ts'
import type { Money } from '../money/money.ts'
import { isFreeStake, type Freebet, type FreebetType } from './types.ts'

/** The facts of a bet a freebet's conditions look at. */
export interface FreebetCandidate {
  readonly totalOdds: number
  readonly selectionCount: number
  readonly matchStatuses: readonly number[]
  readonly currencyCode: string
}

/** Whether the bet meets the freebet's odds, selection count, match status and currency conditions. */
export function freebetApplies(f: Freebet, bet: FreebetCandidate): boolean {
  return (
    f.amount.currency.code === bet.currencyCode &&
    bet.totalOdds >= (f.minOdds ?? 0) &&
    bet.totalOdds <= (f.maxOdds ?? Infinity) &&
    bet.selectionCount >= (f.selectionsFrom ?? 1) &&
    bet.selectionCount <= (f.selectionsTo ?? Infinity) &&
    (f.matchStatus === undefined || bet.matchStatuses.every((s) => s === f.matchStatus))
  )
}

/**
 * What a freebet bet puts at risk, by type: only-win (and plain freebet) and all-win stake the free
 * amount, so no cash; no-risk is a real-money stake refunded as a freebet if lost. What a win pays is
 * the settlement's answer (`settleBonusBet`), the slip's quote included.
 */
export function freebetStakes<C extends string>(
  type: FreebetType,
  stake: Money<C>,
): { readonly onLoss: Money<C>; readonly cashStake: Money<C> } {
  const none = subtract(stake, stake)
  return isFreeStake(type) ? { onLoss: none, cashStake: none } : { onLoss: stake, cashStake: stake }
}
