import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { allocate } from './allocate.ts'
import { add, multiply, subtract, sum } from './arithmetic.ts'
import { compare, equals, greaterThan, isPositive, isZero, lessThan, minimum } from './compare.ts'
import { convert } from './convert.ts'
import { BTC, currency, currencyOf, EUR, findCurrency, JPY, USD } from './currency.ts'
import { fromMajor, toMajor } from './major-units.ts'
import { CURRENCY_MISMATCH, INVALID_RATIOS } from './messages.ts'
import { money, zero, type Money } from './money.ts'
import { multiplyByOdds } from './multiply-by-odds.ts'
import { divideRounded } from './rounding.ts'

const cents = fc.integer({ min: -1e12, max: 1e12 })
const eur = (n: number) => money(n, EUR)

describe('currencies', () => {
  it('each currency knows its subunits: fiat 2, crypto up to 8, some 0', () => {
    expect([EUR.subunits, JPY.subunits, BTC.subunits]).toEqual([2, 0, 8])
    expect(findCurrency('USDT')?.subunits).toBe(2)
    expect(findCurrency('XXX')).toBeUndefined()
    expect(currencyOf('JPY')).toBe(JPY)
    expect(() => currencyOf('XXX')).toThrow(RangeError)
    expect(() => currency('ETH', 18, false)).toThrow(RangeError)
    expect(() => currency('X', 1.5, false)).toThrow(RangeError)
  })
  it('money is a safe integer of minor units', () => {
    expect(() => money(1.5, EUR)).toThrow(RangeError)
    expect(() => money(2 ** 53, EUR)).toThrow(RangeError)
    expect(zero(USD)).toEqual({ amount: 0, currency: USD })
  })
})

describe('money laws', () => {
  it('add is commutative and associative; subtract undoes add', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        expect(add(eur(a), eur(b))).toEqual(add(eur(b), eur(a)))
        expect(add(add(eur(a), eur(b)), eur(c))).toEqual(add(eur(a), add(eur(b), eur(c))))
        expect(subtract(add(eur(a), eur(b)), eur(b))).toEqual(eur(a))
      }),
    )
  })
  it('allocate sums back to the whole, and shares differ by at most one unit per ratio', () => {
    const ratios = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 10 })
    fc.assert(
      fc.property(cents, ratios, (amount, rs) => {
        fc.pre(rs.some((r) => r > 0))
        const shares = allocate(eur(amount), rs)
        expect(sum(shares, zero(EUR)).amount).toBe(amount)
        rs.forEach((r, i) => {
          const exact = (amount * r) / rs.reduce((s, x) => s + x, 0)
          expect(Math.abs((shares[i]?.amount ?? NaN) - exact)).toBeLessThan(1 + 1e-6)
        })
      }),
    )
    expect(allocate(eur(100), [1, 1, 1]).map((m) => m.amount)).toEqual([34, 33, 33])
    expect(allocate(eur(5), [0, 1, 1]).map((m) => m.amount)).toEqual([0, 3, 2])
  })
  it('allocate rejects ratios that cannot split', () => {
    for (const bad of [[], [0, 0], [-1, 2], [0.5]])
      expect(() => allocate(eur(1), bad)).toThrow(INVALID_RATIOS)
  })
  it('compares amounts of one currency', () => {
    expect(compare(eur(1), eur(2))).toBe(-1)
    expect(compare(eur(2), eur(2))).toBe(0)
    expect(compare(eur(3), eur(2))).toBe(1)
    expect(greaterThan(eur(3), eur(2))).toBe(true)
    expect(lessThan(eur(3), eur(2))).toBe(false)
    expect(minimum(eur(3), eur(2))).toEqual(eur(2))
    expect(minimum(eur(1), eur(2))).toEqual(eur(1))
    expect(equals(eur(1), money(1, USD))).toBe(false)
    expect(equals(eur(1), eur(1))).toBe(true)
    expect([isZero(eur(0)), isPositive(eur(0)), isPositive(eur(1))]).toEqual([true, false, true])
  })
  it('mixing currencies at run time throws CURRENCY_MISMATCH', () => {
    const usd = money(1, USD) as Money
    expect(() => add(eur(1) as Money, usd)).toThrow(CURRENCY_MISMATCH)
    expect(() => compare(eur(1) as Money, usd)).toThrow(CURRENCY_MISMATCH)
  })
  it('multiplies by integers only', () => {
    expect(multiply(eur(250), 3)).toEqual(eur(750))
    expect(() => multiply(eur(250), 1.5)).toThrow(RangeError)
  })
})

describe('rounding named at every call', () => {
  it.each([
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'up', 4n],
    [6n, 2n, 'up', 3n],
    [7n, 2n, 'halfUp', 4n],
    [5n, 2n, 'halfEven', 2n],
    [7n, 2n, 'halfEven', 4n],
    [7n, 3n, 'halfEven', 2n],
    [8n, 3n, 'halfEven', 3n],
    [-7n, 2n, 'down', -4n],
    [7n, -2n, 'down', -4n],
    [-7n, 2n, 'halfUp', -3n],
  ] as const)('%s / %s rounded %s is %s', (n, d, r, expected) => {
    expect(divideRounded(n, d, r)).toBe(expected)
  })
  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError)
  })
})

describe('multiplyByOdds', () => {
  it('payouts round down', () => {
    expect(multiplyByOdds(eur(333), decimalOdds(1.85), 'down')).toEqual(eur(616)) // 616.05
    expect(multiplyByOdds(eur(333), decimalOdds(1.87), 'down')).toEqual(eur(622)) // 622.71
    expect(multiplyByOdds(eur(333), decimalOdds(1.87), 'halfUp')).toEqual(eur(623))
  })
  it('stake × product of odds, rounded down, equals the exact integer result', () => {
    const prices = fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), prices, (stake, hundredths) => {
        const odds = hundredths.map((h) => decimalOdds(h / 100)) as DecimalOdds[]
        const exact =
          hundredths.reduce((p, h) => p * BigInt(h), BigInt(stake)) / 100n ** BigInt(hundredths.length)
        fc.pre(exact < 2n ** 53n)
        expect(multiplyByOdds(eur(stake), odds, 'down').amount).toBe(Number(exact))
      }),
    )
  })
})

describe('major units and conversion', () => {
  it('reads decimal text exactly and rounds extra digits as named', () => {
    expect(fromMajor('10.5', EUR, 'down')).toEqual(eur(1050))
    expect(fromMajor('.25', EUR, 'down')).toEqual(eur(25))
    expect(fromMajor('-1', EUR, 'down')).toEqual(eur(-100))
    expect(fromMajor('0.019', EUR, 'down')).toEqual(eur(1))
    expect(fromMajor('0.015', EUR, 'halfEven')).toEqual(eur(2))
    expect(fromMajor(0.1, BTC, 'down')).toEqual(money(10_000_000, BTC))
    expect(fromMajor(1500, JPY, 'down')).toEqual(money(1500, JPY))
    for (const bad of ['', '.', 'abc', '1e5', '1.2.3'])
      expect(() => fromMajor(bad, EUR, 'down')).toThrow(RangeError)
    expect(toMajor(eur(1050))).toBe(10.5)
  })
  it('converts between currencies at a given rate, across subunits', () => {
    expect(convert(eur(1000), USD, 1.08, 'down')).toEqual(money(1080, USD))
    expect(convert(eur(1000), JPY, 161.234, 'halfEven')).toEqual(money(1612, JPY))
    expect(convert(money(100, JPY), EUR, 0.0062, 'halfUp')).toEqual(eur(62))
    expect(convert(eur(10_000), BTC, 0.0000158, 'down')).toEqual(money(158_000, BTC))
    expect(() => convert(eur(1), USD, 0, 'down')).toThrow(RangeError)
    expect(() => convert(eur(1), USD, NaN, 'down')).toThrow(RangeError)
  })
})
