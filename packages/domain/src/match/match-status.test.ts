import { describe, expect, it } from 'vitest'
import { BETTABLE_MATCH_STATUSES, isMatchBettable, isMatchLive, MATCH_STATUS } from './match-status.ts'

describe('match status (spec §4)', () => {
  it('Match status codes: 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered', () => {
    expect(MATCH_STATUS).toEqual({ PREMATCH: 0, LIVE: 1, STOPPED: 2, CLOSED: 3, FINISHED: 4, NOT_COVERED: 5 })
  })
  it('stopped, closed, finished and not covered are non-bettable', () => {
    expect([0, 1, 2, 3, 4, 5].map(isMatchBettable)).toEqual([true, true, false, false, false, false])
    expect(isMatchBettable(9)).toBe(false)
    expect(BETTABLE_MATCH_STATUSES).toEqual([0, 1]) // what the catalog's SQL lists as `in (0, 1)`
  })
  it('knows a live match', () => {
    expect(isMatchLive(1)).toBe(true)
    expect(isMatchLive(0)).toBe(false)
  })
})
