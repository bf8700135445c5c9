import type { Currency } from './currency.ts'
import { fromBigInt, minorPerMajor, type Money } from './money.ts'
import { divideRounded, type Rounding } from './rounding.ts'

/** The amount in major units as a number, for Intl.NumberFormat with the currency's subunits. */
export const toMajor = (m: Money): number => m.amount / 10 ** m.currency.subunits

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Money from a decimal text or number in major units ("10.5" EUR → 1050 cents), exact for text;
 * digits beyond the currency's subunits are rounded as named. Throws on anything else.
 */
export function fromMajor<C extends string>(
  value: string | number,
  currency: Currency<C>,
  rounding: Rounding,
): Money<C> {
  const text = typeof value === 'number' ? value.toFixed(12) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal amount: ${value}`)
  const [, sign, int = '', frac = ''] = match
  const scaled = BigInt(`${sign}${int || '0'}${frac}`)
  const exact = divideRounded(scaled * minorPerMajor(currency), 10n ** BigInt(frac.length), rounding)
  return fromBigInt(exact, currency)
}
