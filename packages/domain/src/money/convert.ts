import type { Currency } from './currency.ts'
import { fromBigInt, minorPerMajor, type Money } from './money.ts'
import { divideRounded, type Rounding } from './rounding.ts'

/** Rates are scaled to integers with 10 decimals, enough for BTC→JPY and JPY→BTC alike. */
const RATE_DIGITS = 10

/** Exact integer scaling of a decimal rate, reading its decimal text so 0.1 stays 0.1. */
function scaledRate(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Exchange rate must be positive: ${rate}`)
  const [int = '0', frac = ''] = rate.toFixed(RATE_DIGITS).split('.')
  return BigInt(int + frac)
}

/**
 * Converts money to another currency at `rate` (units of `to` per one unit of the source),
 * adjusting for the currencies' subunits, with the rounding named by the caller.
 */
export function convert<T extends string>(
  from: Money,
  to: Currency<T>,
  rate: number,
  rounding: Rounding,
): Money<T> {
  const numerator = BigInt(from.amount) * scaledRate(rate) * minorPerMajor(to)
  const denominator = 10n ** BigInt(RATE_DIGITS) * minorPerMajor(from.currency)
  return fromBigInt(divideRounded(numerator, denominator, rounding), to)
}
