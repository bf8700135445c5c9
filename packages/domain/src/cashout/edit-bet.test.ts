import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { editEligibility, editedLegs, editMoney, type EditableBet } from './edit-bet.ts'

const eur = (n: number) => money(n, EUR)
const open = (legs: boolean[], over: Partial<EditableBet> = {}): EditableBet => ({
  type: legs.length > 1 ? 'combo' : 'single',
  open: true,
  promoted: false,
  legs: legs.map((settled) => ({ settled })),
  ...over,
})

describe('editEligibility', () => {
  it('an open single or combo with a cash-out offer now can be edited', () => {
    expect(editEligibility(open([false]), eur(900))).toBeUndefined()
    expect(editEligibility(open([true, false]), eur(900))).toBeUndefined()
  })

  it('no offer now (a leg suspended, or the bet lost) means no edit', () => {
    expect(editEligibility(open([false, false]), undefined)).toBe('bet_edit_unavailable')
  })

  it('bonus, freebet or boosted bets, system bets, bet builders and closed bets are not edited', () => {
    expect(editEligibility(open([false], { promoted: true }), eur(900))).toBe('bet_edit_unavailable')
    expect(editEligibility(open([false, false], { type: 'system' }), eur(900))).toBe('bet_edit_unavailable')
    expect(editEligibility(open([false], { type: 'custom_bet' }), eur(900))).toBe('bet_edit_unavailable')
    expect(editEligibility(open([false], { open: false }), eur(900))).toBe('bet_edit_unavailable')
  })

  it('a bet whose every leg has its result has nothing left to edit', () => {
    expect(editEligibility(open([true, true]), eur(900))).toBe('bet_edit_no_open_leg')
  })
})

describe('editedLegs', () => {
  const legs = ['a', 'b', 'c'].map((leg) => ({ leg, settled: false }))

  it('removes, swaps and adds legs; settled legs do not pass to the new bet', () => {
    expect(editedLegs(legs, { remove: [1] })).toEqual({ ok: true, legs: ['a', 'c'] })
    expect(editedLegs(legs, { swap: [{ position: 2, to: 'z' }] })).toEqual({
      ok: true,
      legs: ['a', 'b', 'z'],
    })
    expect(editedLegs(legs, { add: ['d'] })).toEqual({ ok: true, legs: ['a', 'b', 'c', 'd'] })
    const won = [{ leg: 'w', settled: true }, ...legs]
    expect(editedLegs(won, {})).toEqual({ ok: true, legs: ['a', 'b', 'c'] })
  })

  it('refuses unknown, settled or twice-touched positions', () => {
    expect(editedLegs(legs, { remove: [3] })).toEqual({ ok: false, problem: 'bet_edit_invalid' })
    expect(editedLegs(legs, { remove: [0], swap: [{ position: 0, to: 'z' }] })).toEqual({
      ok: false,
      problem: 'bet_edit_invalid',
    })
    const won = [{ leg: 'w', settled: true }, ...legs]
    expect(editedLegs(won, { remove: [0] })).toEqual({ ok: false, problem: 'bet_edit_invalid' })
  })

  it('at least one unresolved leg remains after the edit', () => {
    expect(editedLegs(legs, { remove: [0, 1, 2] })).toEqual({ ok: false, problem: 'bet_edit_no_open_leg' })
    expect(editedLegs(legs, { remove: [0, 1, 2], add: ['d'] })).toEqual({ ok: true, legs: ['d'] })
  })
})

describe('editMoney', () => {
  const min = eur(100)

  it('new stake = cash-out value + Δ; Δ may be negative, never below the minimum stake', () => {
    expect(editMoney(eur(950), 0, min)).toEqual({
      ok: true,
      value: { cashout: eur(950), newStake: eur(950), walletNet: eur(0) },
    })
    expect(editMoney(eur(950), 500, min)).toMatchObject({
      ok: true,
      value: { newStake: eur(1450), walletNet: eur(-500) },
    })
    expect(editMoney(eur(950), -850, min)).toMatchObject({
      ok: true,
      value: { newStake: eur(100), walletNet: eur(850) },
    })
    expect(editMoney(eur(950), -851, min)).toEqual({ ok: false, problem: 'bet_edit_stake_too_low' })
    expect(editMoney(eur(60), 0, min)).toEqual({ ok: false, problem: 'bet_edit_stake_too_low' })
  })

  it("property: the old cash-out value is the new stake's funded part, and the wallet moves by -Δ net", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (cashout, delta, minStake) => {
          const r = editMoney(eur(cashout), delta, eur(minStake))
          if (!r.ok) {
            expect(cashout + delta).toBeLessThan(minStake)
            return
          }
          const { value } = r
          // value conservation: what the old bet was worth funds the new stake; only Δ is new money
          expect(value.newStake.amount - delta).toBe(value.cashout.amount)
          expect(value.cashout.amount).toBe(cashout)
          // the wallet: + cash-out credit − new stake debit = −Δ
          expect(value.cashout.amount - value.newStake.amount).toBe(value.walletNet.amount)
          expect(value.walletNet.amount).toBe(0 - delta)
          expect(value.newStake.amount).toBeGreaterThanOrEqual(minStake)
        },
      ),
    )
  })
})
