// One line of a bet, paid (`settleBet`): its stake × every selection's return factor × a boost,
// rounded down once. With every leg won it is `multiplyByOdds` of the stake, the odds and the boost,
// the slip's quote (`quoteWin`); the property `bonus/paid-as-quoted.test.ts` holds the two equal.
import type { Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { FACTOR_SCALE, returnFactor, type SelectionOutcome } from './selection-result.ts'

export type Pick = readonly [DecimalOdds, SelectionOutcome]

/**
 * One line's return in minor units: its stake × the product of its selections' factors (× the
 * boost), rounded down once. A bigint: an uncapped return may pass the largest safe amount.
 */
export function linePayout(stake: Money, picks: readonly Pick[], boost?: DecimalOdds): bigint {
  const numerator = picks.reduce(
    (p, [odds, outcome]) => p * returnFactor(outcome, odds),
    BigInt(stake.amount) * (boost ? scaledOdds(boost) : 1n),
  )
  const denominator = FACTOR_SCALE ** BigInt(picks.length) * (boost ? BigInt(ODDS_SCALE) : 1n)
  return divideRounded(numerator, denominator, 'down')
}
