// Issue #30.5: profit boosts (d' = 1 + (d − 1)(1 + p), boost = (S·d − S)·p rounded down) and price
// boosts' most stake per customer (ADR 033).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { bonusId } from '../ids.ts'
import { priceBoostAllows, priceBoostApplies, priceBoostStakeLeft } from './price-boost.ts'
import {
  aboveBonusMaxStake,
  profitBoostAmount,
  profitBoostApplies,
  profitBoostedOdds,
  profitMultiplier,
  type ProfitBoost,
} from './profit-boost.ts'
import { profitBoostSettlement } from './settle.ts'

const eur = (cents: number) => money(cents, EUR)
const odds = (d: number) => decimalOdds(d)

describe('profit boost maths (reference §5 test vectors)', () => {
  it('3.0 boosted 25 % is 3.5, not 3.75', () => {
    expect(profitBoostedOdds(odds(3), 2500)).toBe(3.5)
    expect(profitBoostedOdds(odds(2.5), 5000)).toBe(3.25)
    expect(profitBoostedOdds(odds(1.01), 10000)).toBe(1.02)
  })

  it('the boost is (S·d − S)·p rounded down: €10 at 3.0 and 25 % adds €5', () => {
    expect(profitBoostAmount(eur(1000), eur(3000), 2500)).toEqual(eur(500))
    expect(profitBoostAmount(eur(333), eur(999), 3333)).toEqual(eur(221)) // 666 × 0.3333 = 221.97
    expect(profitBoostAmount(eur(1000), eur(1000), 2500)).toEqual(eur(0)) // a refund has no profit
    expect(profitBoostAmount(eur(1000), eur(0), 2500)).toEqual(eur(0))
  })

  it('return + boost stays within the payout cap', () => {
    expect(profitBoostAmount(eur(1000), eur(9000), 5000, eur(10_000))).toEqual(eur(1000))
    expect(profitBoostAmount(eur(1000), eur(10_000), 5000, eur(10_000))).toEqual(eur(0))
  })

  it('stake × boosted odds and stake × odds + boost agree to within one minor unit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 101, max: 100_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (stake, hundredths, bp) => {
          const d = odds(hundredths / 100)
          const plain = Math.floor((stake * hundredths) / 100)
          const boost = profitBoostAmount(eur(stake), eur(plain), bp).amount
          // The boost is never negative, never more than p × profit, and grows with p.
          expect(boost).toBeGreaterThanOrEqual(0)
          expect(boost * 10_000).toBeLessThanOrEqual((plain - stake) * bp)
          expect(profitBoostAmount(eur(stake), eur(plain), bp + 1).amount).toBeGreaterThanOrEqual(boost)
          // d' never rounds above the exact 1 + (d − 1)(1 + p), and is at most 1/10 000 below it.
          const exact = 1 + (hundredths / 100 - 1) * (1 + bp / 10_000)
          const boosted = profitBoostedOdds(d, bp)
          expect(boosted).toBeLessThanOrEqual(exact + 1e-9)
          expect(boosted).toBeGreaterThan(exact - 1e-4 - 1e-9)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('settling a profit-boosted bet', () => {
  const win = (ds: number[], outcomes: ('win' | 'void' | 'lose' | 'refund')[]) =>
    profitBoostSettlement(
      { stake: eur(1000), odds: ds.map(odds) as DecimalOdds[], outcomes },
      profitMultiplier(2500),
    )

  it('a single at 3.0 won pays €30 + €5 boost', () => {
    expect(win([3], ['win'])).toEqual({ result: 'win_entire', payout: eur(3500), boost: eur(500) })
  })

  it("a combo's boost is on the total odds after voids: 2.0 × void 5.0 is boosted as 2.0", () => {
    const s = win([2, 5], ['win', 'void'])
    expect(s.payout).toEqual(eur(2250))
    expect(s.boost).toEqual(eur(250))
  })

  it('a loss uses the token up and pays nothing; a void gives the token back', () => {
    expect(win([3], ['lose'])).toEqual({ result: 'lose_entire', payout: eur(0) })
    expect(win([3, 2], ['void', 'refund'])).toMatchObject({ payout: eur(1000), tokenBack: true })
  })

  it('paid = plain settlement + boost for every outcome mix (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 101, max: 1000 }), fc.constantFrom('win', 'void', 'lose', 'refund')),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        (legs, bp) => {
          const input = {
            stake: eur(1000),
            odds: legs.map(([h]) => odds(h / 100)),
            outcomes: legs.map(([, o]) => o as 'win'),
          }
          const plain = settleBet(input)
          const boosted = profitBoostSettlement(input, profitMultiplier(bp))
          const boost = boosted.boost?.amount ?? 0
          expect(boosted.payout.amount).toBe(plain.payout.amount + boost)
          expect(boost).toBe(profitBoostAmount(input.stake, plain.payout, bp).amount)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('which bets a token backs', () => {
  const token: ProfitBoost = {
    id: bonusId('f1'),
    type: 'profit_boost',
    boostBp: 2500,
    maxStake: eur(2000),
    minOdds: 1.5,
  }
  it('a single or combo at or above the min odds, in its currency; never a system', () => {
    expect(profitBoostApplies(token, { totalOdds: 1.5, currencyCode: 'EUR', isSystem: false })).toBe(true)
    expect(profitBoostApplies(token, { totalOdds: 1.49, currencyCode: 'EUR', isSystem: false })).toBe(false)
    expect(profitBoostApplies(token, { totalOdds: 3, currencyCode: 'USD', isSystem: false })).toBe(false)
    expect(profitBoostApplies(token, { totalOdds: 3, currencyCode: 'EUR', isSystem: true })).toBe(false)
  })

  it('a stake above the token’s most stake is a problem the slip shows, not a reason to drop the token', () => {
    const bonus = { maxStake: eur(2000) }
    expect(aboveBonusMaxStake({ stake: eur(2000), bonus })).toBe(false)
    expect(aboveBonusMaxStake({ stake: eur(2001), bonus })).toBe(true)
    expect(aboveBonusMaxStake({ stake: eur(5000) })).toBe(false)
  })
})

describe('price boost: most stake per customer', () => {
  it('what is left is the max less what was staked; a stake above it is refused whole', () => {
    expect(priceBoostStakeLeft(eur(2500), eur(1000))).toEqual(eur(1500))
    expect(priceBoostStakeLeft(eur(2500), eur(4000))).toEqual(eur(0))
    expect(priceBoostAllows(eur(1500), eur(2500), eur(1000))).toBe(true)
    expect(priceBoostAllows(eur(1501), eur(2500), eur(1000))).toBe(false)
  })

  it('a boosted price is offered only while it beats the normal price', () => {
    expect(priceBoostApplies(2.5, 3)).toBe(true)
    expect(priceBoostApplies(3, 3)).toBe(false)
    expect(priceBoostApplies(3.2, 3)).toBe(false)
  })
})
