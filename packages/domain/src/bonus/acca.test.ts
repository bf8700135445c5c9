import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR, USD } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import {
  accaBonusAmount,
  accaBonusAtPlacement,
  accaInsuranceRefund,
  accaInsuranceWaits,
  accaInsured,
  type AccaBonusRule,
  type AccaInsuranceRule,
  type AccaLeg,
  accaOffersAllowed,
} from './acca.ts'
import { accaHint } from './acca-hint.ts'

const eur = (n: number) => money(n, EUR)
const insurance: AccaInsuranceRule = { minLegs: 5, minOdds: 1.2, cap: eur(5000) }
const bonus: AccaBonusRule = {
  minOdds: 1.2,
  cap: eur(100_000),
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 1.05 },
    { minCount: 5, maxCount: 6, bonusOdds: 1.1 },
    { minCount: 7, maxCount: 20, bonusOdds: 1.25 },
  ],
}
const legs = (n: number, odds = 1.5, outcome: SelectionOutcome | null = 'win'): AccaLeg[] =>
  Array.from({ length: n }, () => ({ odds, prematch: true, outcome }))
const withOutcomes = (outcomes: SelectionOutcome[], odds = 1.5): AccaLeg[] =>
  outcomes.map((outcome) => ({ odds, prematch: true, outcome }))

describe('acca insurance qualification', () => {
  it('takes no offer on a freebet or with a profit-boost token, insurance only on a comboboost', () => {
    expect(accaOffersAllowed(undefined)).toEqual({ insurance: true, bonus: true })
    expect(accaOffersAllowed('comboboost')).toEqual({ insurance: true, bonus: false })
    for (const type of ['freebet', 'freebet_no_risk', 'profit_boost'])
      expect(accaOffersAllowed(type)).toEqual({ insurance: false, bonus: false })
  })

  it('needs a pre-match straight combo of minLegs legs, every one at the minimum odds', () => {
    expect(accaInsured(insurance, { type: 'combo', legs: legs(5) })).toBe(true)
    expect(accaInsured(insurance, { type: 'combo', legs: legs(4) })).toBe(false)
    expect(accaInsured(insurance, { type: 'system', legs: legs(6) })).toBe(false)
    const oneShort = [...legs(5), { odds: 1.19, prematch: true }]
    expect(accaInsured(insurance, { type: 'combo', legs: oneShort })).toBe(false)
    const live = [...legs(5), { odds: 2, prematch: false }]
    expect(accaInsured(insurance, { type: 'combo', legs: live })).toBe(false)
  })
})

describe('acca insurance trigger', () => {
  it('refunds min(stake, cap) when exactly one leg lost and every other won', () => {
    const lostOne = withOutcomes(['lose', 'win', 'win', 'win', 'win'])
    expect(accaInsuranceRefund(insurance, eur(1000), lostOne)).toEqual(eur(1000))
    expect(accaInsuranceRefund(insurance, eur(9000), lostOne)).toEqual(eur(5000))
  })
  it('gives nothing for two lost legs, a winning bet, or a bet in another currency', () => {
    expect(
      accaInsuranceRefund(insurance, eur(1000), withOutcomes(['lose', 'lose', 'win', 'win', 'win'])),
    ).toEqual(eur(0))
    expect(accaInsuranceRefund(insurance, eur(1000), legs(5))).toEqual(eur(0))
    const usd = money(1000, USD)
    expect(accaInsuranceRefund(insurance, usd, withOutcomes(['lose', 'win', 'win', 'win', 'win']))).toEqual(
      money(0, USD),
    )
  })
  it('counts a void leg as 1.0 and drops it from the count: below minLegs the insurance is gone', () => {
    const sixWithVoid = withOutcomes(['lose', 'void', 'win', 'win', 'win', 'win'])
    expect(accaInsuranceRefund(insurance, eur(1000), sixWithVoid)).toEqual(eur(1000))
    const fiveWithVoid = withOutcomes(['lose', 'void', 'win', 'win', 'win'])
    expect(accaInsuranceRefund(insurance, eur(1000), fiveWithVoid)).toEqual(eur(0))
  })
  it('counts a dead heat (half win) as won, a half loss as not won', () => {
    expect(
      accaInsuranceRefund(insurance, eur(1000), withOutcomes(['lose', 'half_win', 'win', 'win', 'win'])),
    ).toEqual(eur(1000))
    expect(
      accaInsuranceRefund(insurance, eur(1000), withOutcomes(['lose', 'half_lose', 'win', 'win', 'win'])),
    ).toEqual(eur(0))
  })
  it('waits while one leg lost and others are open; a second loss decides it', () => {
    expect(accaInsuranceWaits(['lose', null, 'win'])).toBe(true)
    expect(accaInsuranceWaits(['lose', 'lose', null])).toBe(false)
    expect(accaInsuranceWaits(['lose', 'win', 'win'])).toBe(false)
  })
  it('property: the refund is never above the stake or the cap, and only on a bet that lost by one leg', () => {
    const outcome = fc.constantFrom<SelectionOutcome>(
      'win',
      'lose',
      'void',
      'half_win',
      'half_lose',
      'refund',
    )
    fc.assert(
      fc.property(
        fc.array(outcome, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 100_000 }),
        (os, s) => {
          const refund = accaInsuranceRefund(insurance, eur(s), withOutcomes(os))
          expect(refund.amount).toBeLessThanOrEqual(Math.min(s, insurance.cap.amount))
          if (refund.amount > 0) expect(os.filter((o) => o === 'lose')).toHaveLength(1)
        },
      ),
    )
  })
})

describe('acca bonus', () => {
  it('pays the tier percentage of the winnings, not of the stake, rounded down', () => {
    const five = legs(5, 2)
    const payout = settleBet({
      stake: eur(1000),
      odds: five.map((l) => decimalOdds(l.odds)),
      outcomes: five.map(() => 'win'),
    }).payout
    expect(payout).toEqual(eur(32_000))
    expect(accaBonusAmount(bonus, eur(1000), payout, five)).toEqual(eur(3100))
    expect(accaBonusAtPlacement(bonus, { type: 'combo', legs: legs(5, 2, null) })).toBe(10)
  })
  it('drops a tier for a void leg: a 5-fold with one void pays the 4-fold rate', () => {
    const fourPlusVoid = withOutcomes(['void', 'win', 'win', 'win', 'win'], 2)
    expect(accaBonusAmount(bonus, eur(1000), eur(16_000), fourPlusVoid)).toEqual(eur(750))
  })
  it('does not count legs below the minimum odds, and caps the amount', () => {
    const mixed = [...legs(3, 2), ...legs(2, 1.1)]
    expect(accaBonusAtPlacement(bonus, { type: 'combo', legs: mixed })).toBe(5)
    const capped = { ...bonus, cap: eur(500) }
    expect(accaBonusAmount(capped, eur(1000), eur(32_000), legs(5, 2))).toEqual(eur(500))
  })
  it('pays nothing on a loss, below the first tier, or on a single', () => {
    expect(accaBonusAmount(bonus, eur(1000), eur(0), withOutcomes(['lose', 'win', 'win']))).toEqual(eur(0))
    expect(accaBonusAmount(bonus, eur(1000), eur(4000), legs(2, 2))).toEqual(eur(0))
    expect(accaBonusAtPlacement(bonus, { type: 'single', legs: legs(1, 2, null) })).toBe(0)
  })
  it('property: never above the cap nor the winnings × the top tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 100, max: 100_000 }), (n, s) => {
        const ls = legs(n, 1.5)
        const payout = settleBet({
          stake: eur(s),
          odds: ls.map((l) => decimalOdds(l.odds)),
          outcomes: ls.map(() => 'win'),
        }).payout
        const amount = accaBonusAmount(bonus, eur(s), payout, ls).amount
        expect(amount).toBeLessThanOrEqual(bonus.cap.amount)
        expect(amount).toBeLessThanOrEqual(Math.floor((payout.amount - s) * 0.25))
      }),
    )
  })
})

describe('acca hint', () => {
  it('says what the combo earns and what is close', () => {
    expect(accaHint({ type: 'combo', legs: legs(3) }, insurance, bonus)).toEqual({
      insured: false,
      insuranceMissing: 2,
      bonusPercent: 5,
      nextBonus: { legs: 2, percent: 10 },
    })
    expect(accaHint({ type: 'combo', legs: legs(5) }, insurance, bonus)).toEqual({
      insured: true,
      bonusPercent: 10,
      nextBonus: { legs: 2, percent: 25 },
    })
    expect(accaHint({ type: 'combo', legs: legs(1) }, insurance, bonus)).toEqual({
      insured: false,
      bonusPercent: 0,
      nextBonus: { legs: 2, percent: 5 },
    })
  })
})
