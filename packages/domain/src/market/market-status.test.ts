import { describe, expect, it } from 'vitest'
import { isMarketOpen, isMarketSuspended, MARKET_STATUS } from './market-status.ts'

describe('market status (spec §4)', () => {
  it('Market status: ALLOWED 1, SUSPENDED -1, not allowed 0, and -2, -3, -4', () => {
    expect(Object.values(MARKET_STATUS).sort()).toEqual([-1, -2, -3, -4, 0, 1].sort())
    expect(MARKET_STATUS.ALLOWED).toBe(1)
    expect(MARKET_STATUS.SUSPENDED).toBe(-1)
    expect(MARKET_STATUS.NOT_ALLOWED).toBe(0)
  })
  it('only an allowed market is open', () => {
    expect([1, 0, -1, -2, -3, -4].map(isMarketOpen)).toEqual([true, false, false, false, false, false])
    expect(isMarketSuspended(-1)).toBe(true)
    expect(isMarketSuspended(0)).toBe(false)
  })
})
