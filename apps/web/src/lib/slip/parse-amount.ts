import { fromMajor, money, toSubunitMajor, type Currency, type Money } from '@sportsbook/domain'
import { displayUnit } from './display-unit.ts'

/**
 * The decimals amounts of `currency` are typed and shown with: the currency's, or those of the
 * subcurrency the bettor shows it in (spec §3: mBTC has 5). Both share the minor unit.
 */
function typedSubunits(currency: Currency): number {
  const unit = displayUnit(currency.code)
  return currency.subcurrencies?.find((s) => s.code === unit)?.subunits ?? currency.subunits
}

/** The locale's decimal separator ("," in de, "." in en). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
}

/**
 * An amount typed by the player in major units, in their locale ("10,5" in de), as money rounded
 * down to the currency's subunits; undefined while the text is not a number yet. Either "." or the
 * locale's separator is taken as decimal point, so a "." typed on a phone keypad also works.
 */
export function parseAmount(text: string, locale: string, currency: Currency): Money | undefined {
  const sep = decimalSeparator(locale)
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '')
  if (cleaned === '') return undefined
  const lastSep = Math.max(cleaned.lastIndexOf(sep), cleaned.lastIndexOf('.'))
  const normalised =
    lastSep < 0
      ? cleaned.replace(/[.,]/g, '')
      : `${cleaned.slice(0, lastSep).replace(/[.,]/g, '')}.${cleaned.slice(lastSep + 1)}`
  if (!/^\d*\.?\d*$/.test(normalised) || normalised === '.') return undefined
  const typed = { ...currency, subunits: typedSubunits(currency) }
  const m = fromMajor(normalised.endsWith('.') ? normalised.slice(0, -1) || '0' : normalised, typed, 'down')
  return money(m.amount, currency)
}

/** An amount as the input shows it: major units (of the shown unit) with the locale's separator, no grouping, no symbol. */
export function amountText(m: Money, locale: string): string {
  const subunits = typedSubunits(m.currency)
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    maximumFractionDigits: subunits,
    numberingSystem: 'latn',
  }).format(toSubunitMajor(m.amount, { code: '', subunits }))
}
