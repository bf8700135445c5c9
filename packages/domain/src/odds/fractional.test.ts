import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decimalOdds, ODDS_SCALE, type DecimalOdds } from './decimal-odds.ts'
import { fromFractional } from './convert.ts'
import { FRACTIONAL_LADDER, isEvens, toFractional, type Fraction } from './fractional.ts'

const text = (x: Fraction) => `${x.numerator}/${x.denominator}`
const profit = (x: Fraction) => x.numerator / x.denominator
const fraction = (s: string): Fraction => {
  const [numerator, denominator] = s.split('/').map(Number)
  return { numerator: numerator!, denominator: denominator! }
}
const fractional = (odds: number) => text(toFractional(decimalOdds(odds)))
/** Odds as the feed quotes them (two decimals) and as comboboost computes them (up to four). */
const odds = fc.double({ min: 1.01, max: 1000, noNaN: true }).map((n) => n as DecimalOdds)

describe('the fractional ladder', () => {
  it('holds the published UK prices, shortest to longest, from 1/100 to 1000/1', () => {
    const rungs = FRACTIONAL_LADDER.map(text)
    for (const price of ['1/100', '1/33', '2/15', '4/11', '40/85', '8/15', '4/7', '8/11', '1/1']) {
      expect(rungs).toContain(price)
    }
    for (const price of ['11/10', '6/5', '5/4', '11/8', '6/4', '13/8', '7/4', '15/8', '2/1', '85/40']) {
      expect(rungs).toContain(price)
    }
    for (const price of ['9/4', '5/2', '11/4', '3/1', '10/3', '7/2', '4/1', '9/2', '5/1', '17/2', '100/1']) {
      expect(rungs).toContain(price)
    }
    expect(rungs[0]).toBe('1/100')
    expect(rungs.at(-1)).toBe('1000/1')
    for (let i = 1; i < FRACTIONAL_LADDER.length; i += 1) {
      expect(profit(FRACTIONAL_LADDER[i]!)).toBeGreaterThan(profit(FRACTIONAL_LADDER[i - 1]!))
    }
  })

  it('mirrors the odds-against prices on the odds-on side (1/2, 4/6, 8/13, 4/5, 5/6, 10/11 …)', () => {
    const rungs = FRACTIONAL_LADDER.map(text)
    for (const onSide of ['1/2', '4/6', '8/13', '4/5', '5/6', '10/11', '8/11', '4/9', '2/5', '1/3', '2/7']) {
      const { numerator, denominator } = fraction(onSide)
      expect(rungs).toContain(onSide)
      expect(rungs).toContain(`${denominator}/${numerator}`)
    }
  })
})

describe('toFractional', () => {
  it('shows the nearest published price, never an unreduced decimal over 100', () => {
    // The prices: 4.54 was 177/50, 5.87 was 487/100, 9.31 was 831/100.
    expect(fractional(4.54)).toBe('7/2')
    expect(fractional(5.87)).toBe('5/1')
    expect(fractional(9.31)).toBe('17/2')
    expect(fractional(1.85)).toBe('5/6')
    expect(fractional(1.67)).toBe('4/6')
    expect(fractional(3.14)).toBe('85/40')
    expect(fractional(4.33)).toBe('10/3')
    expect(fractional(1.48)).toBe('40/85')
    expect(fractional(2.6)).toBe('13/8')
  })

  it('shows the shorter price when the odds are exactly halfway between two rungs', () => {
    expect(fractional(2.05)).toBe('1/1') // between 1/1 (2.00) and 11/10 (2.10)
    expect(fractional(2.15)).toBe('11/10') // between 11/10 and 6/5
    expect(fractional(5.5 + 0.25)).toBe('9/2') // between 9/2 (5.50) and 5/1 (6.00)
    expect(fractional(5.7501)).toBe('5/1')
  })

  it('keeps 1/100 below the ladder and whole-number prices beyond 1000/1', () => {
    expect(fractional(1.004)).toBe('1/100')
    expect(fractional(1001)).toBe('1000/1')
    expect(fractional(1001.5)).toBe('1000/1')
    expect(fractional(1500.6)).toBe('1500/1')
    expect(fractional(2500)).toBe('2499/1')
  })

  it('gives back every rung from its own decimal price', () => {
    for (const rung of FRACTIONAL_LADDER) expect(toFractional(fromFractional(rung))).toEqual(rung)
  })

  it('names evens', () => {
    expect(isEvens(toFractional(decimalOdds(2)))).toBe(true)
    expect(isEvens(toFractional(decimalOdds(2.1)))).toBe(false)
  })

  it('is the nearest rung: no rung is closer to the price (1.01 … 1000)', () => {
    fc.assert(
      fc.property(odds, (o) => {
        const p = Math.round(o * ODDS_SCALE) / ODDS_SCALE - 1
        const distance = Math.abs(profit(toFractional(o)) - p)
        return FRACTIONAL_LADDER.every((rung) => distance <= Math.abs(profit(rung) - p) + 1e-9)
      }),
    )
  })

  it('is monotonic: longer odds never show a shorter price', () => {
    fc.assert(
      fc.property(odds, odds, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return profit(toFractional(low)) <= profit(toFractional(high))
      }),
    )
  })

  it('is always a published rung inside the ladder', () => {
    const rungs = new Set(FRACTIONAL_LADDER.map(text))
    fc.assert(fc.property(odds, (o) => rungs.has(text(toFractional(o)))))
  })
})
