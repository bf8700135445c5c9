import { ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { fromBigInt, type Money } from './money.ts'
import { divideRounded, type Rounding } from './rounding.ts'

/**
 * The amount times the product of the odds (one price, or a combo's prices), in exact integer
 * maths on odds scaled by ODDS_SCALE; potential wins pass `down` so a payout never rounds up.
 */
export function multiplyByOdds<C extends string>(
  stake: Money<C>,
  odds: DecimalOdds | readonly DecimalOdds[],
  rounding: Rounding,
): Money<C> {
  const prices = typeof odds === 'number' ? [odds] : odds
  const numerator = prices.reduce((product, o) => product * scaledOdds(o), BigInt(stake.amount))
  const denominator = BigInt(ODDS_SCALE) ** BigInt(prices.length)
  return fromBigInt(divideRounded(numerator, denominator, rounding), stake.currency)
}
