import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decimalOdds, multiplyOdds, scaledOdds, tryDecimalOdds, type DecimalOdds } from './decimal-odds.ts'
import * as convert from './convert.ts'
import { FRACTIONAL_LADDER } from './fractional.ts'
import { formatOddsPlain, fromOddsParts, toOddsFormat } from './to-odds-format.ts'
import { isOddsFormat, ODDS_FORMATS } from './odds-format.ts'

const odds = fc.double({ min: 1.01, max: 1000, noNaN: true }).map((n) => n as DecimalOdds)
const close = (a: number, b: number, relative: number) =>
  Math.abs(a - b) <= relative * Math.max(1, Math.abs(b))

describe('decimalOdds', () => {
  it('accepts finite values above 1 and rejects others', () => {
    expect(decimalOdds(1.85)).toBe(1.85)
    for (const bad of [1, 0.5, -2, NaN, Infinity]) {
      expect(() => decimalOdds(bad)).toThrow(RangeError)
      expect(tryDecimalOdds(bad)).toBeUndefined()
    }
    expect(tryDecimalOdds(2)).toBe(2)
  })
  it('scales to integers and multiplies', () => {
    expect(scaledOdds(decimalOdds(1.85))).toBe(18_500n)
    expect(multiplyOdds([decimalOdds(2), decimalOdds(1.5)])).toBe(3)
    expect(multiplyOdds([])).toBe(1)
  })
})

describe('the 7 odds formats of spec §3', () => {
  it('lists the formats by their spec names', () => {
    expect(ODDS_FORMATS).toEqual([
      'european',
      'british',
      'hongkong',
      'american',
      'indonesian',
      'malaysian',
      'percent',
    ])
    expect(isOddsFormat('american')).toBe(true)
    expect(isOddsFormat('decimal')).toBe(false)
    expect(isOddsFormat(3)).toBe(false)
  })

  it.each([
    [2.5, 'european', '2.50'],
    [2.5, 'british', '6/4'],
    [2.5, 'hongkong', '1.50'],
    [2.5, 'american', '+150'],
    [1.5, 'american', '-200'],
    [2.5, 'indonesian', '+1.50'],
    [1.5, 'indonesian', '-2.00'],
    [1.5, 'malaysian', '+0.50'],
    [2.5, 'malaysian', '-0.67'],
    [2.5, 'percent', '40.00%'],
    [2, 'british', '1/1'],
    [1.91, 'british', '10/11'],
    [1.67, 'british', '4/6'],
    [1.36, 'british', '4/11'],
    [1.85, 'british', '5/6'],
    [3.14, 'british', '85/40'],
    [4.54, 'british', '7/2'],
  ] as const)('%s in %s is %s', (value, format, text) => {
    expect(formatOddsPlain(decimalOdds(value), format)).toBe(text)
  })

  it('rejects values that are not odds in their format', () => {
    expect(() => convert.fromAmerican(50)).toThrow(RangeError)
    expect(() => convert.fromMalaysian(0)).toThrow(RangeError)
    expect(() => convert.fromMalaysian(1.5)).toThrow(RangeError)
    expect(() => convert.fromFractional({ numerator: 0, denominator: 1 })).toThrow(RangeError)
    expect(() => convert.fromPercent(100)).toThrow(RangeError)
  })

  it('exact conversions round-trip within 1e-9 relative', () => {
    fc.assert(
      fc.property(odds, (o) => {
        const pairs: [number, number][] = [
          [convert.fromHongKong(convert.toHongKong(o)), o],
          [convert.fromAmerican(convert.toAmerican(o)), o],
          [convert.fromIndonesian(convert.toIndonesian(o)), o],
          [convert.fromMalaysian(convert.toMalaysian(o)), o],
          [convert.fromPercent(convert.toPercent(o)), o],
        ]
        return pairs.every(([back, original]) => close(back, original, 1e-9))
      }),
    )
  })

  it('display round trips are stable: parts → odds → parts gives the same parts', () => {
    fc.assert(
      fc.property(odds, fc.constantFrom(...ODDS_FORMATS), (o, format) => {
        const parts = toOddsFormat(o, format)
        // percent and malaysian of very long odds round to 0.00, which is no longer a price
        fc.pre(!('value' in parts) || parts.value !== 0)
        const back = fromOddsParts(parts)
        expect(toOddsFormat(back, format)).toEqual(parts)
      }),
    )
  })

  it('display round trips stay within a stated tolerance of the price (2 decimals ≈ 0.5 %)', () => {
    const prices = fc.integer({ min: 101, max: 2000 }).map((c) => (c / 100) as DecimalOdds)
    const rungs = FRACTIONAL_LADDER.map((r) => convert.fromFractional(r))
    // fractional shows the nearest published rung: within half the gap between the rungs around it
    const halfGap = (o: number) => {
      const above = rungs.findIndex((r) => r >= o)
      return ((rungs[above] ?? o) - (rungs[Math.max(0, above - 1)] ?? o)) / 2 + 1e-9
    }
    fc.assert(
      fc.property(prices, fc.constantFrom(...ODDS_FORMATS), (o, format) => {
        const back = fromOddsParts(toOddsFormat(o, format))
        // formats that show the inverse of the profit lose precision on long odds
        const tolerance = format === 'european' ? 1e-9 : format === 'british' ? halfGap(o) : 0.005 * o * o
        return Math.abs(back - o) <= tolerance
      }),
    )
  })
})
