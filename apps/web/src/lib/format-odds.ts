import { isEvens, toOddsFormat, tryDecimalOdds, type OddsFormat } from '@sportsbook/domain'
import type { IntlShape } from 'react-intl'

/** Until a player, visitor or host page chooses (spec §3: european is the decimal format). */
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'european'

/** What formatting odds needs of react-intl: the locale and the `odds.evens` message. */
export type OddsIntl = Pick<IntlShape, 'locale' | 'formatMessage'>

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
      // A price is not an amount: American odds read "-1667", never "-1,667" (nor "1.001,00" in German).
      useGrouping: false,
    })
    formatters.set(key, f)
  }
  return f
}

/**
 * The one place odds become text: domain rounding per format, Intl for the locale's separators.
 * Fractional odds are the nearest published rung ("7/2"); 1/1 reads "Evens" (the `odds.evens` message).
 * On screen the text sits in a left-to-right isolate (`OddsText`), so "-128" keeps its sign in Arabic.
 */
export function formatOdds(odds: number, intl: OddsIntl, format: OddsFormat = DEFAULT_ODDS_FORMAT): string {
  const decimal = tryDecimalOdds(odds)
  // Wire odds of 1.00 or less cannot be backed; show a dash rather than a misleading price.
  if (decimal === undefined) return '–'
  const parts = toOddsFormat(decimal, format)
  if (parts.format === 'british') {
    return isEvens(parts)
      ? intl.formatMessage({ id: 'odds.evens' })
      : `${parts.numerator}/${parts.denominator}`
  }
  const text = numberFormat(intl.locale, parts.fractionDigits, parts.signed).format(parts.value)
  return parts.format === 'percent' ? `${text}%` : text
}
