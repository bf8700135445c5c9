// Money as text, the one formatter of the web and the server: Intl in the reader's locale with the
// currency's own decimals (BTC 8, EUR 2, JPY 0). Intl is part of the language, not I/O.
import { toMajor } from './major-units.ts'
import type { Money } from './money.ts'
import { toSubunitMajor } from './subcurrency.ts'

const formats = new Map<string, Intl.NumberFormat>()
/** `trimZeros` keeps this many decimals (or the currency's, if fewer): "BTC 0.05", "€12.50", "¥1,200". */
const TRIMMED_MIN_DIGITS = 2

function format(
  locale: string,
  code: string,
  digits: number,
  signed: boolean,
  trimZeros: boolean,
): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}|${signed}|${trimZeros}`
  let f = formats.get(key)
  if (!f) {
    const digitsOpt = {
      minimumFractionDigits: trimZeros ? Math.min(digits, TRIMMED_MIN_DIGITS) : digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? ('exceptZero' as const) : ('auto' as const),
    }
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digitsOpt })
    } catch {
      // Crypto tickers (USDT) are not ISO 4217: a plain number, the code added after it.
      f = new Intl.NumberFormat(locale, digitsOpt)
    }
    formats.set(key, f)
  }
  return f
}

/**
 * Money as text in `locale` ("€12.50", "12,50 €", "0.05000000 BTC"); `signed` for a result, gain or
 * loss, that says its sign ("+€1.20", "-€0.18"; zero unsigned). `trimZeros` drops the zeros that end
 * the decimals past the usual two ("BTC 0.05", "BTC 0.00123456"): the same exact amount, never
 * rounded, shorter where space is short (the header's balance).
 */
export function formatMoney(
  m: Money,
  locale: string,
  {
    signed = false,
    unit,
    trimZeros = false,
  }: { signed?: boolean; unit?: string | undefined; trimZeros?: boolean } = {},
): string {
  // Spec §3 subcurrencies: the same minor units with the subcurrency's decimals ("12.34567 mBTC").
  const sub = unit ? m.currency.subcurrencies?.find((s) => s.code === unit) : undefined
  if (sub)
    return `${format(locale, sub.code, sub.subunits, signed, trimZeros).format(toSubunitMajor(m.amount, sub))} ${sub.code}`
  const f = format(locale, m.currency.code, m.currency.subunits, signed, trimZeros)
  const text = f.format(toMajor(m))
  return f.resolvedOptions().style === 'currency' ? text : `${text} ${m.currency.code}`
}
