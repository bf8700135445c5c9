import { BTC, EUR, USDT } from './currency.ts'
import { money } from './money.ts'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money.ts'

describe('formatMoney', () => {
  it('formats minor units with the currency decimals and locale separators', () => {
    expect(formatMoney(money(123456, EUR), 'en')).toBe('€1,234.56')
    expect(formatMoney(money(123456, EUR), 'de').replace(/\s/g, ' ')).toBe('1.234,56 €')
    expect(formatMoney(money(150_000_000, BTC), 'en').replace(/\s/g, ' ')).toBe('BTC 1.50000000')
  })

  it('says the sign of a result when asked (a net gain or loss), never of zero', () => {
    expect(formatMoney(money(120, EUR), 'en', { signed: true })).toBe('+€1.20')
    expect(formatMoney(money(-18, EUR), 'en', { signed: true })).toBe('-€0.18')
    expect(formatMoney(money(0, EUR), 'en', { signed: true })).toBe('€0.00')
  })

  it('falls back to number and code for tickers Intl does not know', () => {
    expect(formatMoney(money(1050, USDT), 'en')).toBe('10.50 USDT')
  })

  it('drops trailing zeros past two decimals when asked, never rounding (the header balance)', () => {
    const btc = (minor: number, locale = 'en', unit?: string) =>
      formatMoney(money(minor, BTC), locale, { trimZeros: true, unit }).replace(/\s/g, ' ')
    expect(btc(5_000_000)).toBe('BTC 0.05')
    expect(btc(123_456)).toBe('BTC 0.00123456')
    expect(btc(150_000_000, 'de')).toBe('1,50 BTC')
    expect(btc(5_000_000, 'en', 'mBTC')).toBe('50.00 mBTC')
    expect(formatMoney(money(123456, EUR), 'en', { trimZeros: true })).toBe('€1,234.56')
    expect(formatMoney(money(100000, EUR), 'en', { trimZeros: true })).toBe('€1,000.00')
    expect(formatMoney(money(1050, USDT), 'en', { trimZeros: true })).toBe('10.50 USDT')
  })
})
