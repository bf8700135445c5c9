import type { Category, Sport, Tournament } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const API = '/api/sportsbook'

describe('GET /sports', () => {
  it('lists sports by priority with live and prematch counts', async () => {
    const { status, body } = await getJson<{ data: Sport[] }>(app, `${API}/sports`)
    expect(status).toBe(200)
    expect(body.data.map((s) => s.key)).toEqual(['soccer', 'tennis', 'counter-strike'])
    const soccer = body.data[0]
    expect(soccer).toMatchObject({
      id: IDS.sports.soccer,
      urn_id: 'sr:sport:1',
      type: 'regular',
      provider: 'betradar',
    })
    // prematch: Arsenal-Chelsea, Real-Barca and the outright; live: Liverpool-Everton; finished not counted.
    expect(soccer).toMatchObject({ live_count: 1, prematch_count: 3 })
    expect(body.data[2]).toMatchObject({ type: 'cyber', provider: 'oddin', live_count: 0, prematch_count: 1 })
  })
})

describe('GET /categories', () => {
  it('lists categories with their sport and tournament counts', async () => {
    const { body } = await getJson<{ data: Category[] }>(app, `${API}/categories`)
    expect(body.data.map((c) => c.slug)).toEqual(['england', 'spain', 'atp', 'international'])
    expect(body.data[0]).toEqual({
      id: IDS.categories.england,
      slug: 'england',
      name: 'England',
      priority: 10,
      country_code: 'GB',
      sport: { id: IDS.sports.soccer, key: 'soccer', name: 'Soccer', type: 'regular' },
      tournaments_count: 1,
    })
  })

  it('filters by sport_key, sport_id and slug', async () => {
    const byKey = await getJson<{ data: Category[] }>(app, `${API}/categories?sport_key=soccer`)
    expect(byKey.body.data.map((c) => c.slug)).toEqual(['england', 'spain'])
    const byId = await getJson<{ data: Category[] }>(app, `${API}/categories?sport_id=${IDS.sports.tennis}`)
    expect(byId.body.data.map((c) => c.slug)).toEqual(['atp'])
    const bySlug = await getJson<{ data: Category[] }>(app, `${API}/categories?sport_key=soccer&slug=spain`)
    expect(bySlug.body.data.map((c) => c.id)).toEqual([IDS.categories.spain])
    const none = await getJson<{ data: Category[] }>(app, `${API}/categories?sport_key=tennis&slug=spain`)
    expect(none.body.data).toEqual([])
  })

  it('gets one category, 404 for an unknown one', async () => {
    const one = await getJson<Category>(app, `${API}/categories/${IDS.categories.atp}`)
    expect(one.status).toBe(200)
    expect(one.body.slug).toBe('atp')
    const missing = await getJson<{ error: { code: string } }>(app, `${API}/categories/999999`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
  })

  it.each(['abc', '-1', '1.5', '0', '99999999999'])('rejects the id %s with 400', async (id) => {
    const res = await getJson<{ error: { code: string } }>(app, `${API}/categories/${id}`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_params')
  })

  it('rejects a malformed sport_id', async () => {
    const res = await getJson<{ error: { code: string; issues: { path: string }[] } }>(
      app,
      `${API}/categories?sport_id=x`,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.issues[0]?.path).toBe('sport_id')
  })
})

describe('GET /tournaments', () => {
  it('lists tournaments by priority with counts of prematch and live matches', async () => {
    const { body } = await getJson<{ data: Tournament[] }>(app, `${API}/tournaments`)
    expect(body.data.map((t) => t.slug)).toEqual(['premier-league', 'laliga', 'wimbledon', 'major'])
    expect(body.data[0]).toMatchObject({
      id: IDS.tournaments.premierLeague,
      urn_id: 'sr:tournament:17',
      kind: 'season',
      is_top: true,
      category: { id: IDS.categories.england, slug: 'england', name: 'England', country_code: 'GB' },
      sport: { key: 'soccer', type: 'regular' },
      main_market_outcomes_count: 3,
      secondary_market_outcomes_count: 2,
      matches_count: 3,
    })
    // LaLiga: one prematch, one finished.
    expect(body.data[1]?.matches_count).toBe(1)
  })

  it('filters by sport_key, category_id, top, slug and limit', async () => {
    const q = async (query: string) =>
      (await getJson<{ data: Tournament[] }>(app, `${API}/tournaments?${query}`)).body.data.map((t) => t.slug)
    expect(await q('sport_key=soccer')).toEqual(['premier-league', 'laliga'])
    expect(await q(`category_id=${IDS.categories.spain}`)).toEqual(['laliga'])
    expect(await q('top=true')).toEqual(['premier-league'])
    expect(await q('top=0')).toEqual(['laliga', 'wimbledon', 'major'])
    expect(await q('sport_key=tennis&slug=wimbledon')).toEqual(['wimbledon'])
    expect(await q('limit=2')).toEqual(['premier-league', 'laliga'])
  })

  it('gets one tournament, 404 for an unknown one', async () => {
    const one = await getJson<Tournament>(app, `${API}/tournaments/${IDS.tournaments.major}`)
    expect(one.body).toMatchObject({ slug: 'major', sport: { type: 'cyber' } })
    const missing = await getJson<{ error: { code: string } }>(app, `${API}/tournaments/424242`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
  })

  it.each(['limit=501', 'limit=0', 'top=yes', 'category_id=abc', 'limit=1.5'])(
    'rejects %s with 400',
    async (query) => {
      const res = await getJson<{ error: { code: string } }>(app, `${API}/tournaments?${query}`)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('invalid_params')
    },
  )

  it('rejects a malformed tournament id', async () => {
    expect((await getJson(app, `${API}/tournaments/abc`)).status).toBe(400)
  })
})
