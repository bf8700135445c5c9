import { JPY, money, USD } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { fromMoney, moneyWireOf, toMoney } from './money-convert.ts'

describe('money on the wire', () => {
  it('a stored amount (bigint text or number) becomes the wire shape with its currency subunits', () => {
    expect(moneyWireOf('1250', 'USD')).toEqual({ value: 1250, currency: 'USD', subunits: 2 })
    expect(moneyWireOf(500, 'JPY')).toEqual({ value: 500, currency: 'JPY', subunits: 0 })
    expect(toMoney(moneyWireOf(99, 'USD'))).toEqual(money(99, USD))
    expect(fromMoney(money(7, JPY))).toEqual(moneyWireOf(7, 'JPY'))
  })

  it('an unknown currency or a fractional amount is a fault, not a guess', () => {
    expect(() => moneyWireOf(1, 'XXX')).toThrow(RangeError)
    expect(() => moneyWireOf('1.5', 'USD')).toThrow(RangeError)
  })
})
