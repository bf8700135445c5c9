import { decimalOdds, type DecimalOdds } from './decimal-odds.ts'
import type { OddsFormat } from './odds-format.ts'
import {
  fromAmerican,
  fromFractional,
  fromHongKong,
  fromIndonesian,
  fromMalaysian,
  fromPercent,
} from './convert.ts'
import { toAmerican, toFractional, toHongKong, toIndonesian, toMalaysian, toPercent } from './convert.ts'

/**
 * Odds ready for display, rounded but not locale-formatted: the UI passes `value` and
 * `fractionDigits` to Intl.NumberFormat (signDisplay 'exceptZero' when `signed`).
 */
export type OddsParts =
  | { readonly format: 'british'; readonly numerator: number; readonly denominator: number }
  | {
      readonly format: Exclude<OddsFormat, 'british'>
      readonly value: number
      readonly fractionDigits: number
      readonly signed: boolean
    }

type NumericFormat = Exclude<OddsFormat, 'british'>

const NUMERIC: Record<NumericFormat, { to: (o: DecimalOdds) => number; digits: number; signed: boolean }> = {
  european: { to: (o) => o, digits: 2, signed: false },
  hongkong: { to: toHongKong, digits: 2, signed: false },
  american: { to: toAmerican, digits: 0, signed: true },
  indonesian: { to: toIndonesian, digits: 2, signed: true },
  malaysian: { to: toMalaysian, digits: 2, signed: true },
  percent: { to: toPercent, digits: 2, signed: false },
}

const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits
  // Adding EPSILON first keeps 1.005-style halves from rounding down through binary error.
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor
}

/** Decimal odds in the given display format, rounded to that format's usual precision. */
export function toOddsFormat(odds: DecimalOdds, format: OddsFormat): OddsParts {
  if (format === 'british') return { format, ...toFractional(odds) }
  const { to, digits, signed } = NUMERIC[format]
  return { format, value: roundTo(to(odds), digits), fractionDigits: digits, signed }
}

/** Decimal odds back from display parts; throws RangeError when the parts cannot be odds. */
export function fromOddsParts(parts: OddsParts): DecimalOdds {
  switch (parts.format) {
    case 'british':
      return fromFractional(parts)
    case 'european':
      return decimalOdds(parts.value)
    case 'hongkong':
      return fromHongKong(parts.value)
    case 'american':
      return fromAmerican(parts.value)
    case 'indonesian':
      return fromIndonesian(parts.value)
    case 'malaysian':
      return fromMalaysian(parts.value)
    case 'percent':
      return fromPercent(parts.value)
  }
}

/**
 * Locale-free text of the odds ("1.85", "17/20", "+150", "54.05%"): for logs, tests and
 * machine-readable attributes. Screens format `toOddsFormat` parts with Intl instead.
 */
export function formatOddsPlain(odds: DecimalOdds, format: OddsFormat): string {
  const parts = toOddsFormat(odds, format)
  if (parts.format === 'british') return `${parts.numerator}/${parts.denominator}`
  const text = parts.value.toFixed(parts.fractionDigits)
  const sign = parts.signed && parts.value > 0 ? '+' : ''
  return `${sign}${text}${parts.format === 'percent' ? '%' : ''}`
}
