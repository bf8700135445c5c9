import { describe, expect, it } from 'vitest'
import { applyListingParams, readListingParams, writeListingParams } from './listing-params.ts'

const q = (s: string) => new URLSearchParams(s)

describe('listing query parameters (spec §2)', () => {
  it('reads time, sortBy, page and isBettable, ignoring nonsense', () => {
    expect(readListingParams(q('time=3&sortBy=bets_count&page=2&isBettable=true'))).toEqual({
      time: 3,
      sortBy: 'bets_count',
      page: 2,
      isBettable: true,
    })
    expect(readListingParams(q('time=7&sortBy=drop&page=-1&isBettable=yes'))).toEqual({
      time: null,
      sortBy: 'priority',
      page: 1,
      isBettable: false,
    })
  })

  it('writes them back without defaults, keeping other parameters', () => {
    const p = readListingParams(q('time=24&page=3'))
    expect(writeListingParams(p, q('date=2026-11-25&page=9')).toString()).toBe(
      'date=2026-11-25&time=24&page=3',
    )
    expect(writeListingParams(readListingParams(q(''))).toString()).toBe('')
  })

  it('turns them into the API filters, the time window from a rounded now', () => {
    const now = Date.parse('2026-11-25T10:07:31Z')
    const f = applyListingParams(
      { sportKey: 'soccer', limit: 50 },
      readListingParams(q('time=3&page=2&isBettable=true&sortBy=start_time')),
      now,
    )
    expect(f).toEqual({
      sportKey: 'soccer',
      limit: 100,
      sortBy: 'start_time',
      startTo: '2026-11-25T13:05:00.000Z',
      bettable: true,
    })
  })
})
