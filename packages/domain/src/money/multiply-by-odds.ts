import { ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { fromBigInt, type Money } from './money.ts'
import { divideRounded, type Rounding } from './rounding.ts'

/**
 * The amount times the product of the odds (one price, or a combo's prices), in exact integer
 * maths on odds scaled by ODDS_SCALE; potential wins pass `down` so a payout never rounds up.
 * `atMost` caps the result before it becomes Money, so a product past the largest safe amount
 * (a long combo at long odds) is the cap rather than an error.
 */
export function multiplyByOdds<C extends string>(
  stake: Money<C>,
  odds: DecimalOdds | readonly DecimalOdds[],
  rounding: Rounding,
  atMost?: Money<C>,
): Money<C> {
  const prices = typeof odds === 'number' ? [odds] : odds
  const numerator = prices.reduce((product, o) => product * scaledOdds(o), BigInt(stake.amount))
  const denominator = BigInt(ODDS_SCALE) ** BigInt(prices.length)
  const exact = divideRounded(numerator, denominator, rounding)
  const cap = atMost === undefined ? undefined : BigInt(atMost.amount)
  return fromBigInt(cap !== undefined && exact > cap ? cap : exact, stake.currency)
}
