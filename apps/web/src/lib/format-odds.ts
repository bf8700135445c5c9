import { toOddsFormat, tryDecimalOdds, type OddsFormat } from '@sportsbook/domain'

/** Until a player, visitor or host page chooses (spec §3: european is the decimal format). */
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'european'

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${digits}|${signed}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
      // Latin digits in every locale so odds columns line up and read as bettors quote them.
      numberingSystem: 'latn',
    })
    formatters.set(key, f)
  }
  return f
}

/** The one place odds become text: domain rounding per format, Intl for the locale's separators. */
export function formatOdds(odds: number, locale: string, format: OddsFormat = DEFAULT_ODDS_FORMAT): string {
  const decimal = tryDecimalOdds(odds)
  // Wire odds of 1.00 or less cannot be backed; show a dash rather than a misleading price.
  if (decimal === undefined) return '–'
  const parts = toOddsFormat(decimal, format)
  if (parts.format === 'british') return `${parts.numerator}/${parts.denominator}`
  const text = numberFormat(locale, parts.fractionDigits, parts.signed).format(parts.value)
  return parts.format === 'percent' ? `${text}%` : text
}
