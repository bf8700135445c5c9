import { describe, expect, it } from 'vitest'
import { BTC, EUR, GBP, JPY } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { referenceRate } from '../money/reference-rates.ts'
import { compPointsFor, statusProgress } from './comp-points.ts'

describe('comp points', () => {
  it('earns one point per whole euro of stake, converted at the reference rate', () => {
    expect(compPointsFor(money(1099, EUR), referenceRate)).toBe(10)
    expect(compPointsFor(money(99, EUR), referenceRate)).toBe(0)
    expect(compPointsFor(money(8600, GBP), referenceRate)).toBe(101)
    expect(compPointsFor(money(16050, JPY), referenceRate)).toBe(100)
    expect(compPointsFor(money(1000, EUR), () => undefined)).toBe(0)
    expect(compPointsFor(money(0, BTC), referenceRate)).toBe(0)
  })

  it('tells the current status, the next one and how far along the player is', () => {
    const groups = [
      { name: 'Silver', min_points: 1000, max_points: 4999 },
      { name: 'Bronze', min_points: 0, max_points: 999 },
      { name: 'Gold', min_points: 5000, max_points: null },
    ]
    expect(statusProgress(250, groups)).toMatchObject({
      current: { name: 'Bronze' },
      next: { name: 'Silver' },
      pointsToNext: 750,
      fraction: 0.25,
    })
    expect(statusProgress(3000, groups)).toMatchObject({
      current: { name: 'Silver' },
      pointsToNext: 2000,
      fraction: 0.5,
    })
    expect(statusProgress(9000, groups)).toMatchObject({
      current: { name: 'Gold' },
      next: undefined,
      fraction: 1,
    })
  })
})
