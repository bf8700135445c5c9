import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, unscaleOdds } from '../odds/decimal-odds.ts'

/** Decimals a placed bet's total odds keep: prices are quoted with two, so the total shows two. */
export const PLACED_ODDS_DIGITS = 2

/**
 * A placed bet's total odds from the prices stored with it (integers of 1/ODDS_SCALE, as the
 * `*_odds_scaled` columns hold them): a custom bet's own price as it is, otherwise the product of
 * the accepted prices, computed exactly in integers and rounded half up to PLACED_ODDS_DIGITS.
 * One rule for what the bet shows (`odds` on the wire) and what bonus conditions compare.
 */
export function placedBetOdds(scaledPrices: readonly number[], customScaled: number | null = null): number {
  if (customScaled !== null) return unscaleOdds(customScaled)
  const unit = 10n ** BigInt(PLACED_ODDS_DIGITS)
  const product = scaledPrices.reduce((p, s) => p * BigInt(s), 1n)
  const denominator = BigInt(ODDS_SCALE) ** BigInt(scaledPrices.length)
  return Number(divideRounded(product * unit, denominator, 'halfUp')) / Number(unit)
}
