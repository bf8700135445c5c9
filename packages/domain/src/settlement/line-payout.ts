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
  return divideRounded(lineNumerator(stake, picks, boost), lineDenominator(picks.length, boost), 'down')
}

/** A line's exact return × its denominator (`lineDenominator` of its length): the one line rule. */
const lineNumerator = (stake: Money, picks: readonly Pick[], boost?: DecimalOdds): bigint =>
  picks.reduce(
    (p, [odds, outcome]) => p * returnFactor(outcome, odds),
    BigInt(stake.amount) * (boost ? scaledOdds(boost) : 1n),
  )

const lineDenominator = (legs: number, boost?: DecimalOdds): bigint =>
  FACTOR_SCALE ** BigInt(legs) * (boost ? BigInt(ODDS_SCALE) : 1n)

/** How a bet of several lines rounds: each line down (N-of-M systems, ADR 013) or the sum once (ADR 034). */
export type LineRounding = 'per_line' | 'per_bet'

/**
 * The lines of a bet at one stake each, in minor units: each line rounded down and summed, or
 * (`per_bet`, full-cover bets) the exact returns summed over a common denominator and rounded down
 * once, so the bettor gets every fraction of a cent the lines add up to.
 */
export function linesPayout(
  stake: Money,
  lines: readonly (readonly Pick[])[],
  rounding: LineRounding,
  boost?: DecimalOdds,
): bigint {
  if (rounding === 'per_line') return lines.reduce((t, line) => t + linePayout(stake, line, boost), 0n)
  const longest = lines.reduce((n, line) => Math.max(n, line.length), 0)
  const numerator = lines.reduce(
    (t, line) => t + lineNumerator(stake, line, boost) * FACTOR_SCALE ** BigInt(longest - line.length),
    0n,
  )
  return divideRounded(numerator, lineDenominator(longest, boost), 'down')
}
