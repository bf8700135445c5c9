import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawLevel, jackpotShare, qualifiesForJackpot } from './jackpot.ts'

const rule = { currency: 'EUR', minOdds: 1.5, minStake: 100 }

describe('qualifiesForJackpot', () => {
  it('takes real-money stakes in the currency at the least odds and stake', () => {
    expect(qualifiesForJackpot(rule, { currency: 'EUR', odds: 1.5, cashStake: 100 })).toBe(true)
    expect(qualifiesForJackpot(rule, { currency: 'EUR', odds: 1.49, cashStake: 1000 })).toBe(false)
    expect(qualifiesForJackpot(rule, { currency: 'EUR', odds: 3, cashStake: 99 })).toBe(false)
    expect(qualifiesForJackpot(rule, { currency: 'USD', odds: 3, cashStake: 1000 })).toBe(false)
    // A freebet's stake is not the player's money.
    expect(qualifiesForJackpot({ ...rule, minStake: 0 }, { currency: 'EUR', odds: 3, cashStake: 0 })).toBe(
      false,
    )
  })
})

describe('jackpotShare', () => {
  it('rounds the share down to the minor unit', () => {
    expect(jackpotShare(1000, 50)).toBe(5)
    expect(jackpotShare(199, 50)).toBe(0)
    expect(jackpotShare(2000, 500)).toBe(100)
  })
})

describe('drawLevel (must drop)', () => {
  const level = { pool: 100, seed: 100, dropAt: 200 }
  it('drops on the contribution that reaches the must-drop amount, then restarts from the seed', () => {
    const draw = drawLevel(level, [
      { amount: 60, ref: 'a' },
      { amount: 50, ref: 'b' },
      { amount: 30, ref: 'c' },
    ])
    expect(draw.hits).toEqual([{ ref: 'b', amount: 210 }])
    expect(draw.pool).toBe(130)
  })
  it('grows without a hit below the must-drop amount', () => {
    expect(drawLevel(level, [{ amount: 99, ref: 'a' }])).toEqual({ pool: 199, hits: [] })
  })
  it('conserves money: every contribution ends in the pool or in a hit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 50 }),
        (seed, gap, amounts) => {
          const start = { pool: seed, seed, dropAt: seed + gap }
          const draw = drawLevel(
            start,
            amounts.map((amount, i) => ({ amount, ref: i })),
          )
          const paid = draw.hits.reduce((t, h) => t + h.amount, 0)
          const added = amounts.reduce((t, a) => t + a, 0)
          expect(start.pool + added + seed * draw.hits.length).toBe(draw.pool + paid)
          expect(draw.pool).toBeLessThan(start.dropAt)
          for (const h of draw.hits) expect(h.amount).toBeGreaterThanOrEqual(start.dropAt)
        },
      ),
    )
  })
})
