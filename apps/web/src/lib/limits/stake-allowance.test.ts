import { describe, expect, it } from 'vitest'
import { EUR, USD } from '@sportsbook/domain'
import type { UserLimit } from '@sportsbook/contract'
import { breachedAllowance, stakeAllowances } from './stake-allowance.ts'

const limit = (over: Partial<UserLimit>): UserLimit => ({
  id: 1,
  type: 'loss',
  status: 'active',
  amount: { value: 5000, currency: 'EUR', subunits: 2 },
  period: null,
  interval: 'day',
  expires_at: null,
  effective_at: null,
  used: null,
  remaining: { value: 1200, currency: 'EUR', subunits: 2 },
  ...over,
})

describe('stake allowance', () => {
  it('lists stake limits in force in the currency, tightest first', () => {
    const list = stakeAllowances(
      [
        limit({}),
        limit({ id: 2, type: 'bet', amount: { value: 1000, currency: 'EUR', subunits: 2 }, interval: null }),
        limit({ id: 3, type: 'wager', status: 'unconfirmed' }),
        limit({ id: 4, type: 'deposit' }),
      ],
      EUR,
    )
    expect(list.map((a) => [a.type, a.remaining.amount])).toEqual([
      ['bet', 1000],
      ['loss', 1200],
    ])
  })
  it('a limit set in another currency binds the slip too, converted at the reference rates, rounded down', () => {
    // €12.00 left of a daily loss limit, on a USD slip: 12.00 × 1.08 = $12.96.
    expect(stakeAllowances([limit({})], USD)).toEqual([
      { type: 'loss', interval: 'day', remaining: { amount: 1296, currency: USD } },
    ])
  })
  it('a bet limit caps the largest stake, wager and loss the total', () => {
    const list = stakeAllowances(
      [limit({}), limit({ id: 2, type: 'bet', amount: { value: 1000, currency: 'EUR', subunits: 2 } })],
      EUR,
    )
    expect(breachedAllowance(list, 1100, 600)).toBeUndefined()
    expect(breachedAllowance(list, 1300, 600)?.type).toBe('loss')
    expect(breachedAllowance(list, 1100, 1100)?.type).toBe('bet')
  })
})
