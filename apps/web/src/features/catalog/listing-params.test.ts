import { describe, expect, it } from 'vitest'
import {
  applyListingParams,
  listingFilters,
  readListingParams,
  writeListingParams,
} from './listing-params.ts'

const q = (s: string) => new URLSearchParams(s)

describe('listing query parameters (spec §2)', () => {
  it('reads time, sortBy, date, sport, page and isBettable, ignoring nonsense', () => {
    expect(
      readListingParams(q('time=3&sortBy=bets_count&page=2&isBettable=true&date=2026-11-26&sport=tennis')),
    ).toEqual({
      time: 3,
      sortBy: 'bets_count',
      date: '2026-11-26',
      sport: 'tennis',
      page: 2,
      isBettable: true,
    })
    expect(
      readListingParams(q('time=7&sortBy=drop&page=-1&isBettable=yes&date=2026-13-45&sport=<script>')),
    ).toEqual({ time: null, sortBy: 'priority', date: null, sport: null, page: 1, isBettable: false })
  })

  it('writes them back without defaults, keeping other parameters', () => {
    const p = readListingParams(q('time=24&page=3&sport=soccer'))
    expect(writeListingParams(p, q('tab=x&page=9')).toString()).toBe('tab=x&time=24&sport=soccer&page=3')
    expect(writeListingParams(readListingParams(q(''))).toString()).toBe('')
  })

  it('turns them into the API filters, the time window from a rounded now', () => {
    const now = Date.parse('2026-11-25T10:07:31Z')
    const f = applyListingParams(
      { sportKey: 'soccer', limit: 50 },
      readListingParams(q('time=3&page=2&isBettable=true&sortBy=start_time&sport=tennis')),
      now,
    )
    // The page fixes its own sport: ?sport does not replace it.
    expect(f).toEqual({
      sportKey: 'soccer',
      limit: 100,
      sortBy: 'start_time',
      startTo: '2026-11-25T13:05:00.000Z',
      bettable: true,
    })
  })

  it('narrows a listing of every sport to one sport and one day', () => {
    const f = listingFilters(
      { statuses: [1], sortBy: 'own', limit: 500 },
      q('sport=tennis&date=2026-11-26&page=4'),
    )
    expect(f).toEqual({
      statuses: [1],
      sportKey: 'tennis',
      sortBy: 'own',
      limit: 500,
      startFrom: '2026-11-26T00:00:00.000Z',
      startTo: '2026-11-27T00:00:00.000Z',
    })
  })
})
