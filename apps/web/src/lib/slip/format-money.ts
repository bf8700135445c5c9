import { toMajor, type Money } from '@sportsbook/domain'

const formats = new Map<string, Intl.NumberFormat>()

function format(locale: string, code: string, digits: number, signed = false): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}|${signed}`
  let f = formats.get(key)
  if (!f) {
    const digitsOpt = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? ('exceptZero' as const) : ('auto' as const),
    }
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digitsOpt })
    } catch {
      // Crypto tickers (USDT) are not ISO 4217: a plain number, the code added by the caller.
      f = new Intl.NumberFormat(locale, digitsOpt)
    }
    formats.set(key, f)
  }
  return f
}

/**
 * Money as text in the user's locale with the currency's own decimals (BTC 8, EUR 2, JPY 0);
 * `signed` for a result, gain or loss, that says its sign ("+€1.20", "-€0.18"; zero unsigned).
 */
export function formatMoney(m: Money, locale: string, { signed = false } = {}): string {
  const f = format(locale, m.currency.code, m.currency.subunits, signed)
  const text = f.format(toMajor(m))
  return f.resolvedOptions().style === 'currency' ? text : `${text} ${m.currency.code}`
}
