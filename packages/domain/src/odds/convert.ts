import { decimalOdds, type DecimalOdds } from './decimal-odds.ts'
import { toFractional, type Fraction } from './fractional.ts'

// Exact (unrounded) conversions. Rounding for display happens in `toOddsFormat` only.

/** Hong Kong odds: the profit per unit staked. */
export const toHongKong = (odds: DecimalOdds): number => odds - 1
/** Decimal odds from Hong Kong odds (must be above 0). */
export const fromHongKong = (hk: number): DecimalOdds => decimalOdds(hk + 1)

/** American (moneyline): +profit per 100 staked at 2.00 and above, else −stake needed to win 100. */
export const toAmerican = (odds: DecimalOdds): number => (odds >= 2 ? (odds - 1) * 100 : -100 / (odds - 1))
/** Decimal odds from American odds; |value| must be at least 100. */
export function fromAmerican(american: number): DecimalOdds {
  if (!(Math.abs(american) >= 100)) throw new RangeError(`American odds must be ±100 or beyond: ${american}`)
  return decimalOdds(american > 0 ? 1 + american / 100 : 1 + 100 / -american)
}

/** Indonesian odds: American divided by 100 (positive from 2.00, negative below). */
export const toIndonesian = (odds: DecimalOdds): number => toAmerican(odds) / 100
/** Decimal odds from Indonesian odds; |value| must be at least 1. */
export const fromIndonesian = (indo: number): DecimalOdds => fromAmerican(indo * 100)

/** Malaysian odds: the profit up to 2.00, else −1/profit (between −1 and 0). */
export const toMalaysian = (odds: DecimalOdds): number => (odds <= 2 ? odds - 1 : -1 / (odds - 1))
/** Decimal odds from Malaysian odds, a value in [−1, 0) ∪ (0, 1]. */
export function fromMalaysian(malay: number): DecimalOdds {
  if (!(malay !== 0 && Math.abs(malay) <= 1))
    throw new RangeError(`Malaysian odds must be in [-1, 1] \\ {0}: ${malay}`)
  return decimalOdds(malay > 0 ? 1 + malay : 1 - 1 / malay)
}

/** Implied probability in percent (0–100). */
export const toPercent = (odds: DecimalOdds): number => 100 / odds
/** Decimal odds from an implied probability in percent (0 < p < 100). */
export const fromPercent = (percent: number): DecimalOdds => decimalOdds(100 / percent)

/** Decimal odds from a fractional price (numerator and denominator positive). */
export function fromFractional({ numerator, denominator }: Fraction): DecimalOdds {
  if (!(numerator > 0 && denominator > 0))
    throw new RangeError(`Invalid fraction ${numerator}/${denominator}`)
  return decimalOdds(1 + numerator / denominator)
}

export { toFractional }
