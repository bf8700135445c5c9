import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { getFavourites } from './get-favourites.ts'

afterEach(() => vi.unstubAllGlobals())

describe('getFavourites (issue #33.6)', () => {
  it("asks spec §7's GET /favourites/{type} for each type and puts the lists together", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      const type = /\/favourites\/(\w+)$/.exec(new URL(url, 'http://x').pathname)?.[1]
      asked.push(type ?? url)
      const ids = { matches: [101, 102], leagues: [7], sports: [] }[type as 'matches'] ?? []
      return json(200, { type, ids })
    })
    expect(await getFavourites()).toEqual({ matches: [101, 102], leagues: [7], sports: [] })
    expect(asked.sort()).toEqual(['leagues', 'matches', 'sports'])
  })
})
