// The line inside a market or outcome name ("2.5" of "Over 2.5", "-1.5" of "Handicap -1.5") in the
// player's locale: the decimal separator of the language ("Über 2,5"), Latin digits everywhere, no
// grouping, and the sign the feed wrote. In Arabic, Intl puts a left-to-right mark before a sign, so
// "هانديكاب ‎-1.5" keeps its minus before the number inside right-to-left text.
import type { PlatformLocale } from '@sportsbook/contract'

/** A feed line: an optional sign, digits, optional decimals ("2.5", "-1.5", "+1", "0"). */
const LINE = /^([-+]?)\d+(?:\.(\d+))?$/

const formats = new Map<string, Intl.NumberFormat>()

function lineFormat(locale: PlatformLocale, digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${digits}|${signed}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
      useGrouping: false,
      numberingSystem: 'latn',
    })
    formats.set(key, format)
  }
  return format
}

/** `line` as the locale writes it, with as many decimals as the feed gave; other text unchanged. */
export function formatLine(line: string, locale: PlatformLocale): string {
  const m = LINE.exec(line)
  if (!m) return line
  return lineFormat(locale, m[2]?.length ?? 0, m[1] !== '').format(Number(line))
}
