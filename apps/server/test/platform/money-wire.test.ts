import { describe, expect, it } from 'vitest'
import { MoneyWire, fromMoney, toMoney } from '@sportsbook/contract'
import { BTC, EUR, money } from '@sportsbook/domain'

describe('MoneyWire', () => {
  it('round-trips domain money as integer minor units', () => {
    for (const m of [money(123_45, EUR), money(5_000_000, BTC), money(0, EUR)]) {
      expect(toMoney(MoneyWire.parse(JSON.parse(JSON.stringify(fromMoney(m)))))).toEqual(m)
    }
    expect(fromMoney(money(5_000_000, BTC))).toEqual({ value: 5_000_000, currency: 'BTC', subunits: 8 })
  })

  it('refuses floats, unknown currencies and wrong subunits', () => {
    expect(MoneyWire.safeParse({ value: 1.5, currency: 'EUR', subunits: 2 }).success).toBe(false)
    expect(() => toMoney({ value: 1, currency: 'XYZ', subunits: 2 })).toThrow(RangeError)
    expect(() => toMoney({ value: 1, currency: 'EUR', subunits: 8 })).toThrow(RangeError)
  })
})
