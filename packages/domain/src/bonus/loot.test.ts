import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { comboboostShare } from './boost-share.ts'
import { boostedSettlement } from './settle.ts'
import { AMB_START, ambAdvance, ambTowardNext, type AmbRules } from './amb.ts'
import {
  boostedFreebet,
  boostsAvailable,
  chestPrize,
  chestSize,
  farmChest,
  type LootboxRules,
} from './lootbox.ts'

const rules: LootboxRules = {
  minOdds: 1.5,
  minStake: 100,
  farmOncePerEvent: true,
  levelOdds: [2, 4],
  prizes: { win: [100, 200, 400], loss: [100, 150, 300] },
  freebetsToBoost: 3,
  boostMultiplier: 1.5,
}
const odds = fc.integer({ min: 101, max: 5000 }).map((n) => n / 100)
const outcome = fc.constantFrom('win' as const, 'loss' as const, 'void' as const)
const bet = fc.record({
  totalOdds: odds,
  cashStake: fc.integer({ min: 0, max: 100_000 }),
  outcome,
  eventIds: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 }),
})

describe('lootbox chests', () => {
  it('farms a chest only from a decided real-money bet at the minimum odds and stake, of its result', () => {
    fc.assert(
      fc.property(bet, (b) => {
        const chest = farmChest(rules, b, [])
        const qualifies = b.outcome !== 'void' && b.cashStake >= 100 && b.totalOdds >= 1.5
        expect(chest !== null).toBe(qualifies)
        if (chest) expect(chest.kind).toBe(b.outcome)
      }),
    )
  })

  it('gives bigger chests to bolder odds: the level never falls as the odds rise', () => {
    fc.assert(
      fc.property(odds, odds, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const facts = { cashStake: 100, outcome: 'win' as const, eventIds: [1] }
        const l1 = farmChest(rules, { ...facts, totalOdds: lo }, [])?.level ?? 0
        const l2 = farmChest(rules, { ...facts, totalOdds: hi }, [])?.level ?? 0
        expect(l2).toBeGreaterThanOrEqual(l1)
      }),
    )
    const win = (totalOdds: number) =>
      farmChest(rules, { totalOdds, cashStake: 100, outcome: 'win', eventIds: [1] }, [])
    expect([win(1.99)?.level, win(2)?.level, win(3.99)?.level, win(4)?.level]).toEqual([1, 2, 2, 3])
  })

  it('farms once per event when the lootbox says so, and again per bet when it does not', () => {
    fc.assert(
      fc.property(bet, fc.array(fc.integer({ min: 1, max: 50 })), (b, farmed) => {
        const shared = b.eventIds.some((id) => farmed.includes(id))
        const once = farmChest(rules, b, farmed)
        const always = farmChest({ ...rules, farmOncePerEvent: false }, b, farmed)
        if (shared) expect(once).toBeNull()
        else expect(once).toEqual(always)
      }),
    )
  })

  it('holds the prize of its kind and level; sizes 1 small, 2 medium, else large', () => {
    expect(chestPrize(rules, { level: 3, kind: 'win' }, EUR)).toEqual(money(400, EUR))
    expect(chestPrize(rules, { level: 2, kind: 'loss' }, EUR)).toEqual(money(150, EUR))
    expect([1, 2, 3, 4].map(chestSize)).toEqual(['small', 'medium', 'large', 'large'])
  })
})

describe('lootbox boosts', () => {
  it('earns one boost per freebetsToBoost freebets used, never negative', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (used, boosted) => {
        const left = boostsAvailable(rules, used, boosted)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left + Math.min(boosted, Math.floor(used / 3))).toBe(Math.floor(used / 3))
      }),
    )
  })

  it('multiplies the amount, rounded down, never below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 100, max: 500 }), (n, m) => {
        const boosted = boostedFreebet(money(n, EUR), m / 100).amount
        expect(boosted).toBe(Math.floor((n * m) / 100))
        expect(boosted).toBeGreaterThanOrEqual(n)
      }),
    )
  })
})

describe('amount-based freebets', () => {
  const amb: AmbRules = { betsPerFreebet: 3, maxFreebets: 2, amount: 500, minStake: 100, minOdds: 1.5 }

  it('issues a freebet every betsPerFreebet bets, at most maxFreebets, and counts what it issued', () => {
    fc.assert(
      fc.property(fc.nat(30), (bets) => {
        let p = AMB_START
        let issued = 0
        for (let i = 0; i < bets; i++) {
          const next = ambAdvance(amb, p)
          if (next.issue) issued++
          p = next.progress
        }
        const expected = Math.min(Math.floor(bets / 3), 2)
        expect(issued).toBe(expected)
        expect(p.freebetsCount).toBe(expected)
        expect(p.issuedAmount).toBe(expected * 500)
        expect(ambTowardNext(amb, p)).toBe(expected === 2 ? 3 : bets % 3)
      }),
    )
  })
})

describe('the boosted part of a comboboost win', () => {
  it('is exactly what settlement pays with the boost less what it pays without, for any outcomes', () => {
    const outcome = fc.constantFrom('win', 'lose', 'refund', 'void', 'half_win', 'half_lose', null)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 101, max: 1000 }), outcome), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 10_001, max: 30_000 }),
        (cents, picks, b) => {
          const stake = money(cents, EUR)
          const odds = picks.map(([h]) => decimalOdds(h / 100))
          const legs = picks.map(([, o], i) => ({ odds: odds[i]!, outcome: o }))
          // Settlement's view: legs not settled yet count as won, as the quote does.
          const outcomes = picks.map(([, o]) => o ?? ('win' as const))
          if (outcomes.every((o) => o === 'void' || o === 'refund')) return
          const boosted = boostedSettlement({ stake, odds, outcomes }, b / 10_000).payout
          const plain = settleBet({ stake, odds, outcomes }).payout
          expect(comboboostShare(stake, legs, b / 10_000).amount).toBe(boosted.amount - plain.amount)
        },
      ),
    )
  })

  it('€11.40 at 1.50 × 1.75 boosted × 1.05: €29.92 plain + €1.50 boost = €31.42 paid', () => {
    const legs = [1.5, 1.75].map((o) => ({ odds: decimalOdds(o), outcome: 'win' as const }))
    expect(comboboostShare(money(1140, EUR), legs, 1.05).amount).toBe(150)
    expect(comboboostShare(money(1140, EUR), legs, 1).amount).toBe(0)
    const halfWon = [legs[0]!, { ...legs[1]!, outcome: 'half_win' as const }]
    expect(comboboostShare(money(1140, EUR), halfWon, 1.05).amount).toBe(0)
  })
})
