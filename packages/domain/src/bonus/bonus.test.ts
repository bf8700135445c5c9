import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bonusId } from '../ids.ts'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { decimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { SELECTION_OUTCOMES } from '../settlement/selection-result.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { activeComboboost } from './comboboost.ts'
import { freebetSettlement } from './freebet-pay.ts'
import { boostedSettlement } from './settle.ts'
import { isFreeStake, type Comboboost, type FreebetType } from './types.ts'

const eur = (n: number) => money(n, EUR)
const oddsArb = fc.integer({ min: 101, max: 1000 }).map((n) => decimalOdds(n / 100))
const stakeArb = fc.integer({ min: 1, max: 100_000 }).map(eur)
const combo = fc.array(oddsArb, { minLength: 1, maxLength: 6 })
/** No maximum payout in the way: the properties compare the maths, the cap has its own test. */
const huge = eur(Number.MAX_SAFE_INTEGER)
const KINDS: FreebetType[] = ['freebet', 'freebet_only_win', 'freebet_all_win', 'freebet_no_risk']
const boost: Comboboost = {
  id: bonusId('c1'),
  type: 'comboboost',
  minOdds: 1.3,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 1.05 },
    { minCount: 5, maxCount: 6, bonusOdds: 1.1 },
    { minCount: 7, maxCount: 20, bonusOdds: 1.2 },
  ],
}

describe('freebet settlement by kind', () => {
  it('on a loss pays nothing; only no-risk gives the stake back, as a new freebet', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), stakeArb, combo, (kind, stake, odds) => {
        const outcomes = odds.map((_, i) => (i === 0 ? ('lose' as const) : ('win' as const)))
        const r = freebetSettlement(kind, stake, settleBet({ stake, odds, outcomes }))
        expect(r.cash).toEqual(eur(0))
        expect(r.freebet).toEqual(kind === 'freebet_no_risk' ? stake : eur(0))
      }),
    )
  })

  it('never pays more cash than the plain settlement, and only-win never pays the free stake', () => {
    const outcome = fc.constantFrom(...SELECTION_OUTCOMES)
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        stakeArb,
        fc.array(fc.tuple(oddsArb, outcome), { minLength: 1, maxLength: 5 }),
        (kind, stake, legs) => {
          const settled = settleBet({ stake, odds: legs.map((l) => l[0]), outcomes: legs.map((l) => l[1]) })
          const r = freebetSettlement(kind, stake, settled)
          expect(r.cash.amount).toBeLessThanOrEqual(settled.payout.amount)
          expect(r.cash.amount).toBeGreaterThanOrEqual(0)
          if (kind === 'freebet_only_win' || kind === 'freebet')
            expect(r.cash.amount).toBe(
              Math.max(0, settled.payout.amount - stake.amount) * (r.freebet.amount > 0 ? 0 : 1),
            )
        },
      ),
    )
  })

  it('gives a free stake back as a freebet when every leg is void, and a no-risk stake in cash', () => {
    const stake = eur(1000)
    const settled = settleBet({ stake, odds: [decimalOdds(2)], outcomes: ['void'] })
    expect(freebetSettlement('freebet_only_win', stake, settled)).toEqual({ cash: eur(0), freebet: stake })
    expect(freebetSettlement('freebet_all_win', stake, settled)).toEqual({ cash: eur(0), freebet: stake })
    expect(freebetSettlement('freebet_no_risk', stake, settled)).toEqual({ cash: stake, freebet: eur(0) })
  })

  it('pays 10 € only-win at 3.0 as 20 €, all-win as 30 €', () => {
    const stake = eur(1000)
    const settled = settleBet({ stake, odds: [decimalOdds(3)], outcomes: ['win'] })
    expect(freebetSettlement('freebet_only_win', stake, settled).cash).toEqual(eur(2000))
    expect(freebetSettlement('freebet_all_win', stake, settled).cash).toEqual(eur(3000))
  })
})

describe('comboboost', () => {
  it('picks the range holding the count of selections at or above the minimum odds', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { minLength: 0, maxLength: 12 }), (odds) => {
        const suitable = odds.filter((o) => o >= boost.minOdds).length
        const active = activeComboboost(boost, odds)
        const expected = boost.ranges.findIndex((r) => suitable >= r.minCount && suitable <= r.maxCount)
        if (expected < 0) expect(active).toBeUndefined()
        else
          expect(active).toEqual({
            activeRangeIndex: expected,
            range: boost.ranges[expected],
            suitableCount: suitable,
          })
      }),
    )
  })

  it('does not count selections below the minimum odds', () => {
    const odds = [1.2, 1.25, 1.5, 1.6].map(decimalOdds)
    expect(activeComboboost(boost, odds)).toBeUndefined()
    expect(activeComboboost(boost, [...odds, decimalOdds(2)])?.range.bonusOdds).toBe(1.05)
  })

  it('a winning boosted combo pays stake × odds × bonus odds rounded down once; a loss pays nothing', () => {
    fc.assert(
      fc.property(stakeArb, combo, fc.constantFrom(1.05, 1.1, 1.2, 1.125), (stake, odds, bonusOdds) => {
        const outcomes = odds.map(() => 'win' as const)
        const win = boostedSettlement({ stake, odds, outcomes, cap: huge }, bonusOdds)
        expect(win.payout).toEqual(multiplyByOdds(stake, [...odds, decimalOdds(bonusOdds)], 'down'))
        const lost = odds.map((_, i) => (i === 0 ? ('lose' as const) : ('win' as const)))
        expect(boostedSettlement({ stake, odds, outcomes: lost }, bonusOdds).payout).toEqual(eur(0))
      }),
    )
  })

  it('pays €31.42 on the combo the slip quoted at €31.42 (one rounding, not two)', () => {
    // €11.40 × 1.50 × 1.75 = €29.925 plain; × 1.05 = €31.42125. Rounding the plain payout first
    // (€29.92 × 1.05 = €31.416) paid a cent less than the quote (issue #27).
    const stake = eur(1140)
    const odds = [1.5, 1.75].map(decimalOdds)
    const quoted = multiplyByOdds(stake, [...odds, decimalOdds(1.05)], 'down')
    expect(quoted).toEqual(eur(3142))
    expect(boostedSettlement({ stake, odds, outcomes: ['win', 'win'] }, 1.05).payout).toEqual(quoted)
  })

  it('is capped by the maximum payout', () => {
    const stake = eur(10_000)
    const odds: DecimalOdds[] = [decimalOdds(10), decimalOdds(10)]
    const r = boostedSettlement({ stake, odds, outcomes: ['win', 'win'], cap: eur(1_050_000) }, 1.1)
    expect(r.payout).toEqual(eur(1_050_000))
  })
})

describe('free stakes', () => {
  it('every freebet kind stakes free money but no-risk, whose stake is the player’s own', () => {
    expect(KINDS.filter(isFreeStake)).toEqual(['freebet', 'freebet_only_win', 'freebet_all_win'])
    for (const other of ['comboboost', 'hunting', 'lootbox', undefined, null])
      expect(isFreeStake(other)).toBe(false)
  })
})
