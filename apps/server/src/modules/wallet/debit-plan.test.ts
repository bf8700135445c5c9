// The debit placement writes: the lines, their order and balance-after offsets, free stakes, bad amounts.
import { EUR } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { planDebit } from './debit-plan.ts'

describe('planDebit', () => {
  it('takes the total, one line per stake in order, each knowing what the later lines take', () => {
    const d = planDebit(
      7,
      EUR,
      [
        { amount: 150, ref: 'bet:1' },
        { amount: 250, ref: 'bet:2' },
      ],
      'bet_stake',
    )
    expect(d).toEqual({
      userId: 7,
      currency: 'EUR',
      kind: 'bet_stake',
      total: 400,
      // balance after bet:1 = final balance + 250, after bet:2 = final balance
      lines: [
        { amount: 150, ref: 'bet:1', rest: 250 },
        { amount: 250, ref: 'bet:2', rest: 0 },
      ],
    })
  })

  it('writes no line for a free stake (a freebet takes nothing from the balance)', () => {
    const d = planDebit(
      7,
      EUR,
      [
        { amount: 0, ref: 'bet:1' },
        { amount: 300, ref: 'bet:2' },
      ],
      'bet_stake',
    )
    expect(d.total).toBe(300)
    expect(d.lines).toEqual([{ amount: 300, ref: 'bet:2', rest: 0 }])
    expect(planDebit(7, EUR, [{ amount: 0, ref: 'bet:1' }], 'bet_stake')).toMatchObject({
      total: 0,
      lines: [],
    })
  })

  it('refuses a negative or fractional amount, and a total past the safe integers', () => {
    expect(() => planDebit(7, EUR, [{ amount: -1, ref: 'x' }], 'bet_stake')).toThrow(RangeError)
    expect(() => planDebit(7, EUR, [{ amount: 1.5, ref: 'x' }], 'bet_stake')).toThrow(RangeError)
    const huge = { amount: Number.MAX_SAFE_INTEGER, ref: 'x' }
    expect(() => planDebit(7, EUR, [huge, huge], 'bet_stake')).toThrow('Amount too large')
  })
})
