import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRL, EUR, JPY } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { decimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { systemBreakdown } from '../slip/system-lines.ts'
import { SELECTION_OUTCOMES, type SelectionOutcome } from './selection-result.ts'
import { canSettle, settleBet } from './settle-bet.ts'

const eur = (n: number) => money(n, EUR)
const o = (n: number) => decimalOdds(n)
const oddsArb = fc.integer({ min: 101, max: 5000 }).map((n) => o(n / 100))
const stakeArb = fc.integer({ min: 1, max: 1_000_000 }).map(eur)

describe('settleBet', () => {
  it('pays a winning single stake × odds rounded down', () => {
    expect(settleBet({ stake: eur(1000), odds: [o(2.15)], outcomes: ['win'] })).toEqual({
      result: 'win_entire',
      payout: eur(2150),
    })
    expect(settleBet({ stake: eur(333), odds: [o(1.33)], outcomes: ['win'] }).payout).toEqual(eur(442))
  })

  it('names every single-selection result of spec §3', () => {
    const one = (outcome: SelectionOutcome) =>
      settleBet({ stake: eur(1000), odds: [o(1.9)], outcomes: [outcome] })
    expect(one('lose')).toEqual({ result: 'lose_entire', payout: eur(0) })
    expect(one('refund')).toEqual({ result: 'refund_entire', payout: eur(1000) })
    expect(one('void')).toEqual({ result: 'canceled', payout: eur(1000) })
    // half the stake back, the other half at 1.9
    expect(one('half_win')).toEqual({ result: 'refund_half_win_other', payout: eur(1450) })
    expect(one('half_lose')).toEqual({ result: 'refund_half_lose_other', payout: eur(500) })
  })

  it('settles a combo: a void leg counts as odds 1, one loss loses all', () => {
    const stake = eur(1000)
    expect(settleBet({ stake, odds: [o(2), o(3)], outcomes: ['win', 'void'] })).toEqual({
      result: 'win_entire',
      payout: eur(2000),
    })
    expect(settleBet({ stake, odds: [o(2), o(3)], outcomes: ['win', 'lose'] }).result).toBe('lose_entire')
    expect(settleBet({ stake, odds: [o(2), o(3)], outcomes: ['lose', null] }).payout).toEqual(eur(0))
    expect(settleBet({ stake, odds: [o(2), o(3)], outcomes: ['refund', 'void'] }).result).toBe(
      'refund_entire',
    )
    expect(settleBet({ stake, odds: [o(2), o(3)], outcomes: ['half_win', 'win'] }).payout).toEqual(eur(4500))
  })

  it('a system stored before ADR 013 with a total its lines do not share settles per line rounded down', () => {
    // 2/3 at €2.00 (taken before whole lines were required): 3 lines of €0.66, as it was priced
    const odds = [o(2), o(3), o(4)]
    expect(
      settleBet({ stake: eur(200), odds, outcomes: ['win', 'win', 'lose'], systemWinCount: 2 }).payout,
    ).toEqual(eur(396))
  })

  it('settles a system line by line, like the slip priced it', () => {
    const odds = [o(2), o(3), o(4)]
    const stake = eur(3000)
    const all = settleBet({ stake, odds, outcomes: ['win', 'win', 'win'], systemWinCount: 2 })
    expect(all).toEqual({ result: 'win_entire', payout: systemBreakdown(stake, odds, 2).potentialWin })
    // 2/3 with one loss: only the 2×3 line pays
    const one = settleBet({ stake, odds, outcomes: ['win', 'win', 'lose'], systemWinCount: 2 })
    expect(one).toEqual({ result: 'win_entire', payout: eur(6000) })
    expect(settleBet({ stake, odds, outcomes: ['lose', 'lose', 'win'], systemWinCount: 2 }).result).toBe(
      'lose_entire',
    )
  })

  it('caps the payout at the maximum', () => {
    const r = settleBet({ stake: eur(10_000_000), odds: [o(5)], outcomes: ['win'] })
    expect(r.payout).toEqual(eur(10_000_000))
    expect(settleBet({ stake: eur(100), odds: [o(5)], outcomes: ['win'], cap: eur(300) }).payout).toEqual(
      eur(300),
    )
    expect(settleBet({ stake: money(100, JPY), odds: [o(1.5)], outcomes: ['win'] }).payout).toEqual(
      money(150, JPY),
    )
  })

  it('refuses mismatched or undecided input', () => {
    expect(() => settleBet({ stake: eur(1), odds: [o(2)], outcomes: [] })).toThrow(RangeError)
    expect(() => settleBet({ stake: eur(1), odds: [o(2), o(2)], outcomes: ['win', null] })).toThrow(
      RangeError,
    )
    expect(() =>
      settleBet({
        stake: eur(1),
        odds: [o(2), o(2), o(2)],
        outcomes: ['lose', null, 'win'],
        systemWinCount: 2,
      }),
    ).toThrow(RangeError)
  })

  it('canSettle waits for every selection unless a single or combo already lost', () => {
    expect(canSettle(['win', 'win'], false)).toBe(true)
    expect(canSettle(['win', null], false)).toBe(false)
    expect(canSettle(['lose', null], false)).toBe(true)
    expect(canSettle(['lose', null, null], true)).toBe(false)
  })

  it('property: an all-win single or combo pays exactly what multiplyByOdds promised', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 6 }), (stake, odds) => {
        const r = settleBet({
          stake,
          odds,
          outcomes: odds.map(() => 'win'),
          cap: eur(Number.MAX_SAFE_INTEGER),
        })
        expect(r.payout).toEqual(multiplyByOdds(stake, odds, 'down'))
        expect(r.result).toBe('win_entire')
      }),
    )
  })

  it('property: payout never exceeds the all-win payout and never goes negative', () => {
    const outcome = fc.constantFrom(...SELECTION_OUTCOMES)
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(fc.tuple(oddsArb, outcome), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (stake, legs, system) => {
          const odds: DecimalOdds[] = legs.map(([x]) => x)
          const winCount = system && legs.length >= 3 ? 2 : undefined
          const outcomes = legs.map(([, r]) => r)
          const base = { stake, odds, ...(winCount ? { systemWinCount: winCount } : {}) }
          const r = settleBet({ ...base, outcomes })
          const best = settleBet({ ...base, outcomes: odds.map(() => 'win') })
          expect(r.payout.amount).toBeGreaterThanOrEqual(0)
          expect(r.payout.amount).toBeLessThanOrEqual(best.payout.amount)
          if (r.payout.amount === 0 && !outcomes.every((x) => x === 'void'))
            expect(r.result).toBe('lose_entire')
        },
      ),
    )
  })

  it('keeps the currency', () => {
    expect(settleBet({ stake: money(500, BRL), odds: [o(2)], outcomes: ['win'] }).payout.currency).toBe(BRL)
  })
})
