import { describe, expect, it } from 'vitest'
import { EMPTY_FAVOURITES, hasMatchFavourites, withStar } from './toggle.ts'

describe('withStar', () => {
  it('adds newest first once, removes, and leaves the other types alone', () => {
    const one = withStar({ ...EMPTY_FAVOURITES, sports: [1] }, 'matches', 7, true)
    expect(one).toEqual({ matches: [7], leagues: [], sports: [1] })
    expect(withStar(withStar(one, 'matches', 8, true), 'matches', 7, true).matches).toEqual([7, 8])
    expect(withStar(one, 'matches', 7, false)).toEqual({ matches: [], leagues: [], sports: [1] })
  })

  it('lists matches only for starred matches or leagues', () => {
    expect(hasMatchFavourites(undefined)).toBe(false)
    expect(hasMatchFavourites({ ...EMPTY_FAVOURITES, sports: [1] })).toBe(false)
    expect(hasMatchFavourites({ ...EMPTY_FAVOURITES, leagues: [3] })).toBe(true)
  })
})
