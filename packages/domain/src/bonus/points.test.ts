import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bonusId } from '../ids.ts'
import { EUR, USD } from '../money/currency.ts'
import { money } from '../money/money.ts'
import {
  averageStake,
  huntingFreebetsDue,
  huntingProgress,
  pointsBonusApplies,
  pointsForStake,
  poolContribution,
  rankLeaderboard,
  tournamentPrizes,
} from './points.ts'

const eur = (n: number) => money(n, EUR)
const rule = { pointStake: eur(100), minStake: eur(200) }
const stakeArb = fc.integer({ min: 0, max: 10_000_000 })
const huntArb = fc.record({
  targetPoints: fc.integer({ min: 1, max: 1000 }),
  maxFreebets: fc.integer({ min: 1, max: 10 }),
})

describe('points from a stake', () => {
  it('gives one point per whole point stake, from the minimum stake up', () => {
    expect(pointsForStake(rule, eur(199))).toBe(0)
    expect(pointsForStake(rule, eur(200))).toBe(2)
    expect(pointsForStake(rule, eur(1099))).toBe(10)
    expect(pointsForStake(rule, money(5000, USD))).toBe(0)
  })

  it('never gives more for a smaller stake, and adding stakes never loses points', () => {
    fc.assert(
      fc.property(stakeArb, stakeArb, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(pointsForStake(rule, eur(lo))).toBeLessThanOrEqual(pointsForStake(rule, eur(hi)))
        if (a >= 200 && b >= 200)
          expect(pointsForStake(rule, eur(a + b))).toBeGreaterThanOrEqual(
            pointsForStake(rule, eur(a)) + pointsForStake(rule, eur(b)),
          )
      }),
    )
  })

  it('applies to a bet at or above the minimum total odds, in the campaign currency', () => {
    const offer = { id: bonusId('c1'), type: 'hunting' as const, minOdds: 1.5, currencyCode: 'EUR' }
    expect(pointsBonusApplies(offer, 1.5, 'EUR')).toBe(true)
    expect(pointsBonusApplies(offer, 1.49, 'EUR')).toBe(false)
    expect(pointsBonusApplies(offer, 3, 'USD')).toBe(false)
  })
})

describe('hunting freebets', () => {
  it('issues one freebet per target reached, never more than the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), huntArb, (points, h) => {
        const due = huntingFreebetsDue(points, h)
        expect(due).toBeLessThanOrEqual(h.maxFreebets)
        expect(due * h.targetPoints).toBeLessThanOrEqual(points)
        if (due < h.maxFreebets) expect((due + 1) * h.targetPoints).toBeGreaterThan(points)
      }),
    )
  })

  it('shows progress toward the next freebet within 0..target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), huntArb, (points, h) => {
        const p = huntingProgress(points, h)
        expect(p.potential).toBe(h.targetPoints)
        expect(p.available).toBeGreaterThanOrEqual(0)
        expect(p.available + p.missing).toBe(h.targetPoints)
        if (!p.done) expect(p.available).toBeLessThan(h.targetPoints)
      }),
    )
    expect(huntingProgress(130, { targetPoints: 50, maxFreebets: 5 })).toMatchObject({
      farmed: 2,
      available: 30,
      missing: 20,
      done: false,
    })
  })
})

describe('tournament pool and prizes', () => {
  it('adds the share of a stake to the pool, rounded down', () => {
    expect(poolContribution(eur(1999), 500).amount).toBe(99)
    fc.assert(
      fc.property(stakeArb, fc.integer({ min: 0, max: 10_000 }), (s, bp) => {
        const c = poolContribution(eur(s), bp).amount
        expect(c).toBeGreaterThanOrEqual(0)
        expect(c).toBeLessThanOrEqual(s)
      }),
    )
  })

  it('pays out exactly the pool, best place first, to no more places than players', () => {
    const shares = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        shares,
        fc.integer({ min: 0, max: 20 }),
        (pool, raw, n) => {
          const sharesBp = [...raw].sort((a, b) => b - a)
          const prizes = tournamentPrizes(eur(pool), sharesBp, n)
          expect(prizes.length).toBe(Math.min(n, sharesBp.length))
          if (prizes.length > 0) expect(prizes.reduce((s, p) => s + p.amount, 0)).toBe(pool)
          for (let i = 1; i < prizes.length; i++)
            expect(prizes[i]!.amount).toBeLessThanOrEqual(prizes[i - 1]!.amount)
        },
      ),
    )
    expect(tournamentPrizes(eur(10_000), [5000, 3000, 2000], 2).map((m) => m.amount)).toEqual([6250, 3750])
  })

  it('averages stakes half up', () => {
    expect(averageStake(eur(1000), 3)?.amount).toBe(333)
    expect(averageStake(eur(1000), 0)).toBeNull()
  })
})

describe('leaderboard', () => {
  it('ranks by points, then who got there first, positions 1..n', () => {
    const row = fc.record({
      userId: fc.integer({ min: 1, max: 1000 }),
      points: fc.integer({ min: 0, max: 500 }),
      reachedAt: fc.integer({ min: 0, max: 1_000_000 }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.userId, maxLength: 30 }), (rows) => {
        const ranked = rankLeaderboard(rows)
        expect(ranked.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1))
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!]
          expect(a.points > b.points || (a.points === b.points && a.reachedAt <= b.reachedAt)).toBe(true)
        }
      }),
    )
  })
})
