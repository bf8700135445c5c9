import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { CASHOUT_MARGIN_BP, cashoutValue, partialCashout, type CashoutLeg } from './cashout-value.ts'

const eur = (n: number) => money(n, EUR)
const o = (n: number) => decimalOdds(n)
const oddsArb = fc.integer({ min: 101, max: 3000 }).map((n) => o(n / 100))

describe('cashoutValue', () => {
  it('offers stake × accepted / current odds less the margin, rounded down', () => {
    expect(CASHOUT_MARGIN_BP).toBe(500)
    const leg = (accepted: number, current: number): CashoutLeg => ({
      accepted: o(accepted),
      current: o(current),
    })
    // unchanged odds: the stake less 5 %
    expect(cashoutValue({ stake: eur(1000), legs: [leg(2, 2)] })).toEqual(eur(950))
    // the selection shortened from 3.0 to 1.5: worth twice the stake, less 5 %
    expect(cashoutValue({ stake: eur(1000), legs: [leg(3, 1.5)] })).toEqual(eur(1900))
    expect(cashoutValue({ stake: eur(1000), legs: [leg(2, 3)], marginBp: 0 })).toEqual(eur(666))
  })

  it('counts settled legs at their result and refuses legs without a price', () => {
    const won: CashoutLeg = { accepted: o(2), outcome: 'win' }
    const open: CashoutLeg = { accepted: o(1.5), current: o(1.5) }
    expect(cashoutValue({ stake: eur(1000), legs: [won, open], marginBp: 0 })).toEqual(eur(2000))
    const lost: CashoutLeg = { accepted: o(2), outcome: 'lose' }
    expect(cashoutValue({ stake: eur(1000), legs: [lost, open] })).toBeUndefined()
    expect(cashoutValue({ stake: eur(1000), legs: [{ accepted: o(2), unavailable: true }] })).toBeUndefined()
    expect(cashoutValue({ stake: eur(1000), legs: [] })).toBeUndefined()
  })

  it('values a system line by line and caps at the maximum payout', () => {
    const legs = [2, 3, 4].map((x): CashoutLeg => ({ accepted: o(x), current: o(x) }))
    // 3 lines of 1000, each worth its stake at unchanged odds
    expect(cashoutValue({ stake: eur(3000), legs, systemWinCount: 2, marginBp: 0 })).toEqual(eur(3000))
    // a total stored before ADR 013 that its lines do not share is valued per line rounded down
    expect(cashoutValue({ stake: eur(200), legs, systemWinCount: 2, marginBp: 0 })).toEqual(eur(198))
    const big = [{ accepted: o(50), current: o(1.01) }]
    expect(cashoutValue({ stake: eur(100_000), legs: big, cap: eur(200_000) })).toEqual(eur(200_000))
  })

  it('property: once every leg is settled the offer is the settlement less the margin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(oddsArb, { minLength: 1, maxLength: 4 }),
        (s, odds) => {
          const stake = eur(s)
          const settled = settleBet({ stake, odds, outcomes: odds.map(() => 'win') }).payout
          const offer = cashoutValue({
            stake,
            legs: odds.map((x) => ({ accepted: x, outcome: 'win' as const })),
          })
          expect(offer?.amount ?? 0).toBeLessThanOrEqual(settled.amount)
          expect(offer?.amount ?? 0).toBeGreaterThanOrEqual(Math.floor(settled.amount * 0.95) - 1)
        },
      ),
    )
  })
})

describe('partialCashout', () => {
  it('buys back the stake in proportion, rounded in the house favour', () => {
    expect(partialCashout(eur(1000), eur(950), eur(950))).toEqual({
      stakeCashed: eur(1000),
      stakeLeft: eur(0),
    })
    expect(partialCashout(eur(1000), eur(900), eur(300))).toEqual({
      stakeCashed: eur(334),
      stakeLeft: eur(666),
    })
    expect(() => partialCashout(eur(1000), eur(900), eur(0))).toThrow(RangeError)
    expect(() => partialCashout(eur(1000), eur(900), eur(901))).toThrow(RangeError)
  })

  it('property: stake is conserved and what stays is worth no more than what was not paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, off, part) => {
          const amount = Math.max(1, Math.floor(off * part))
          const r = partialCashout(eur(s), eur(off), eur(amount))
          expect(r.stakeCashed.amount + r.stakeLeft.amount).toBe(s)
          expect(r.stakeLeft.amount).toBeGreaterThanOrEqual(0)
          expect(BigInt(r.stakeLeft.amount) * BigInt(off)).toBeLessThanOrEqual(
            BigInt(off - amount) * BigInt(s),
          )
        },
      ),
    )
  })
})
