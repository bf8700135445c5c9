import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BTC, ETH, EUR } from './currency.ts'
import { formatMoney } from './format-money.ts'
import { money } from './money.ts'
import { subcurrency, toSubunitMajor, unitsPerMajor } from './subcurrency.ts'

describe('subcurrencies (spec §3 Currency: code, fiat, subcurrencies with subunits)', () => {
  it('BTC has mBTC and μBTC, ETH mETH, fiat none', () => {
    expect(BTC.subcurrencies).toEqual([
      { code: 'mBTC', subunits: 5 },
      { code: 'μBTC', subunits: 2 },
    ])
    expect(ETH.subcurrencies?.map((s) => s.code)).toEqual(['mETH'])
    expect(EUR.subcurrencies).toBeUndefined()
    expect(unitsPerMajor(BTC, BTC.subcurrencies![0]!)).toBe(1000)
  })

  it('is smaller than its currency and never below its minor unit', () => {
    expect(() => subcurrency(BTC, 'xBTC', 8)).toThrow(RangeError)
    expect(() => subcurrency(BTC, 'xBTC', -1)).toThrow(RangeError)
    expect(() => subcurrency(EUR, 'cent', 0)).not.toThrow()
  })

  it('shows money in a subcurrency by moving the decimal point only', () => {
    const m = money(123_456, BTC) // 0.00123456 BTC
    expect(formatMoney(m, 'en', { unit: 'mBTC' })).toBe('1.23456 mBTC')
    expect(formatMoney(m, 'en', { unit: 'μBTC' })).toBe('1,234.56 μBTC')
    expect(formatMoney(m, 'de', { unit: 'mBTC', signed: true })).toBe('+1,23456 mBTC')
    // An unknown unit, or none, is the currency itself.
    expect(formatMoney(m, 'en', { unit: 'mETH' })).toBe(formatMoney(m, 'en'))
  })

  it('is exact for every amount: the subcurrency amount times its units per major is the currency amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000_000_000_000 }), (amount) => {
        for (const sub of BTC.subcurrencies!) {
          const major = toSubunitMajor(amount, sub)
          expect(Math.round(major * 10 ** sub.subunits)).toBe(amount)
        }
      }),
    )
  })
})
