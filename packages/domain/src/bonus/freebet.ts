import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { subtract } from '../money/arithmetic.ts'
import type { Money } from '../money/money.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'
import type { Freebet, FreebetType } from './types.ts'

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
 * What a freebet bet pays (rounded down), by type: only win (and plain freebet) pays the profit
 * without the free stake; all win pays stake × odds; no risk is a real-money stake that pays
 * stake × odds and refunds the stake as a freebet if lost.
 */
export function freebetReturn<C extends string>(
  type: FreebetType,
  stake: Money<C>,
  odds: DecimalOdds | readonly DecimalOdds[],
): { readonly onWin: Money<C>; readonly onLoss: Money<C>; readonly cashStake: Money<C> } {
  const gross = multiplyByOdds(stake, odds, 'down')
  const none = subtract(stake, stake)
  switch (type) {
    case 'freebet':
    case 'freebet_only_win':
      return { onWin: subtract(gross, stake), onLoss: none, cashStake: none }
    case 'freebet_all_win':
      return { onWin: gross, onLoss: none, cashStake: none }
    case 'freebet_no_risk':
      return { onWin: gross, onLoss: stake, cashStake: stake }
  }
}
