import type { SearchResult } from '@sportsbook/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/db/schema/index.ts'
import { SEARCH_HITS_PER_KIND } from '../../src/modules/catalog/repository/search-repository.ts'
import { build, getJson } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const search = async (query: string) => getJson<SearchResult>(app, `/api/sportsbook/search?${query}`)

describe('GET /search', () => {
  it('finds matches by competitor name, case-insensitively', async () => {
    const { status, body } = await search('q=ARSEN')
    expect(status).toBe(200)
    expect(body.matches).toEqual([
      {
        id: IDS.matches.arsenalChelsea,
        slug: 'arsenal-vs-chelsea-101',
        name: 'Arsenal vs Chelsea',
        status: 0,
        start_time: '2030-06-01T13:00:00.000Z',
        sport_key: 'soccer',
        tournament_name: 'Premier League',
      },
    ])
  })

  it('finds tournaments and markets by name', async () => {
    const { body } = await search('q=league')
    expect(body.tournaments.map((t) => t.slug)).toEqual(['premier-league'])
    expect(body.tournaments[0]).toMatchObject({ sport_key: 'soccer', category_name: 'England' })
    expect(body.matches.map((m) => m.name)).toEqual(['Premier League Winner'])
    const markets = (await search('q=correct score')).body.markets
    expect(markets).toEqual([
      {
        match_id: IDS.matches.arsenalChelsea,
        match_slug: 'arsenal-vs-chelsea-101',
        match_name: 'Arsenal vs Chelsea',
        sport_key: 'soccer',
        market_id: 45,
        name: 'Correct score',
        specifier: '',
      },
    ])
  })

  it('counts a market type of a match as one hit and brings all its lines (issue #29)', async () => {
    // Arsenal vs Chelsea gets more Total lines than a page of hits: before, they filled the list and
    // Liverpool vs Everton's Total was cut off.
    const lines = Array.from({ length: SEARCH_HITS_PER_KIND + 5 }, (_, i) => ({
      matchId: IDS.matches.arsenalChelsea,
      marketId: 18,
      specifier: `total=${i + 4}.5`,
      name: 'Total',
      outcomes: [],
      groups: ['goals' as const],
      priority: 90,
    }))
    await app.testDb.db.insert(schema.markets).values(lines)
    try {
      const markets = (await search('q=total')).body.markets
      const arsenal = markets.filter((k) => k.match_id === IDS.matches.arsenalChelsea)
      // Every open or suspended line (total=2.5, 3.5 and the new ones), one market type.
      expect(arsenal).toHaveLength(lines.length + 2)
      expect(new Set(arsenal.map((k) => `${k.market_id}|${k.name}`))).toEqual(new Set(['18|Total']))
      expect(
        markets.filter((k) => k.match_id === IDS.matches.liverpoolEverton).map((k) => k.specifier),
      ).toEqual(['total=2.5'])
    } finally {
      await app.testDb.db.delete(schema.markets).where(
        and(
          eq(schema.markets.matchId, IDS.matches.arsenalChelsea),
          eq(schema.markets.marketId, 18),
          inArray(
            schema.markets.specifier,
            lines.map((l) => l.specifier),
          ),
        ),
      )
    }
  })

  it('never finds hidden (status 0) markets', async () => {
    expect((await search('q=handicap')).body.markets).toEqual([])
  })

  it('shows only prematch and live matches unless a status is asked for', async () => {
    expect((await search('q=sevilla')).body.matches).toEqual([])
    expect((await search('q=sevilla&match_status=4')).body.matches.map((m) => m.id)).toEqual([
      IDS.matches.sevillaValencia,
    ])
  })

  it('filters by sport_type and only_events_name', async () => {
    expect((await search('q=navi&sport_type=cyber')).body.matches).toHaveLength(1)
    expect((await search('q=navi&sport_type=regular')).body.matches).toHaveLength(0)
    const only = (await search('q=winner&only_events_name=true')).body
    expect(only.matches.length).toBeGreaterThan(0)
    expect(only.markets).toEqual([])
    expect(only.tournaments).toEqual([])
  })

  it('trims the query and matches LIKE wildcards literally', async () => {
    expect((await search(`q=${encodeURIComponent('  chelsea  ')}`)).body.matches).toHaveLength(1)
    expect((await search('q=%25%25%25')).body).toEqual({ matches: [], tournaments: [], markets: [] })
    expect((await search('q=___')).body.matches).toEqual([])
  })

  it.each([
    ['missing q', ''],
    ['2 characters', 'q=ab'],
    ['2 characters after trim', `q=${encodeURIComponent(' ab ')}`],
    ['51 characters', `q=${'a'.repeat(51)}`],
    ['unknown sport_type', 'q=arsenal&sport_type=virtual'],
    ['bad match_status', 'q=arsenal&match_status=7'],
    ['non-numeric match_status', 'q=arsenal&match_status=live'],
  ])('rejects %s with 400', async (_name, query) => {
    const res = await getJson<{ error: { code: string } }>(app, `/api/sportsbook/search?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_params')
  })

  it('accepts exactly 3 and 50 characters', async () => {
    expect((await search('q=liv')).status).toBe(200)
    expect((await search(`q=${'a'.repeat(50)}`)).status).toBe(200)
  })
})
