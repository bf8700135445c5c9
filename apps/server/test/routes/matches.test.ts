import type { Match, MatchPage } from '@sportsbook/contract'
import { Match as MatchSchema } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'
import { BASE_TIME, IDS } from '../helpers/fixtures.ts'

const app = await build()
const API = '/api/sportsbook'
const M = IDS.matches

async function list(query = ''): Promise<MatchPage> {
  const res = await getJson<MatchPage>(app, `${API}/matches${query ? `?${query}` : ''}`)
  expect(res.status).toBe(200)
  return res.body
}
const ids = async (query = '') => (await list(query)).data.map((m) => m.id)

describe('GET /matches', () => {
  it('lists every match by start time with pagination', async () => {
    const page = await list()
    expect(page.data.map((m) => m.id)).toEqual([
      M.sevillaValencia,
      M.nadalFederer,
      M.liverpoolEverton,
      M.arsenalChelsea,
      M.naviG2,
      M.realBarca,
      M.plWinner,
    ])
    expect(page.pagination).toEqual({ total: 7, page: 1, limit: 50, last_page: 1 })
    for (const m of page.data) expect(MatchSchema.safeParse(m).success).toBe(true)
  })

  it('embeds the main and secondary market and the market summary', async () => {
    const [m] = (await list(`id=${M.arsenalChelsea}`)).data as [Match]
    expect(m).toMatchObject({
      slug: 'arsenal-vs-chelsea-101',
      name: 'Arsenal vs Chelsea',
      type: 'match',
      status: 0,
      bettable: true,
      has_video: true,
      provider: 'betradar',
      bets_count: 10,
      start_time: new Date(BASE_TIME.getTime() + 3_600_000).toISOString(),
      tournament: {
        id: IDS.tournaments.premierLeague,
        slug: 'premier-league',
        kind: 'season',
        sport_type: 'regular',
      },
      category: { id: IDS.categories.england, slug: 'england' },
      sport: { id: IDS.sports.soccer, key: 'soccer' },
      top_markets: [],
    })
    expect(m.competitors.map((c) => [c.name, c.qualifier])).toEqual([
      ['Arsenal', 'home'],
      ['Chelsea', 'away'],
    ])
    expect(m.main_market).toMatchObject({ id: 1, specifier: '', status: 1, match_urn_id: 'sr:match:101' })
    expect(m.main_market?.outcomes).toHaveLength(3)
    expect(m.secondary_market).toMatchObject({ id: 18, specifier: 'total=2.5', most_balanced: true })
    // The status-0 handicap is neither counted nor listed.
    expect(m.available_markets).toEqual([1, 18, 45])
    expect(m.availableMarketsCount).toBe(4)
  })

  it('keeps a suspended main market and leaves a missing one null', async () => {
    const page = await list(`id=${M.liverpoolEverton},${M.realBarca}`)
    const byId = new Map(page.data.map((m) => [m.id, m]))
    expect(byId.get(M.liverpoolEverton)?.main_market?.status).toBe(-1)
    expect(byId.get(M.realBarca)?.main_market?.id).toBe(1)
    expect(byId.get(M.realBarca)?.secondary_market).toBeNull()
  })

  it('presents an outright with its own name and end date', async () => {
    const [m] = (await list('type=outright')).data as [Match]
    expect(m).toMatchObject({
      id: M.plWinner,
      type: 'outright',
      name: 'Premier League Winner',
      competitors: [],
    })
    expect(m.end_date).not.toBeNull()
    expect(m.main_market?.id).toBe(534)
  })

  it("lists a league's outrights (the league page's query), none for another or an unknown league", async () => {
    const T = IDS.tournaments
    const q = 'type=outright&match_status=0,1&sort_by=start_time'
    expect(await ids(`${q}&tournament_id=${T.premierLeague}`)).toEqual([M.plWinner])
    expect(await ids(`${q}&tournament_id=${T.laliga}`)).toEqual([])
    expect(await ids(`${q}&tournament_id=999999`)).toEqual([])
    // The match listings (type=match, as the web asks) leave them out.
    expect(await ids(`type=match&match_status=0,1&tournament_id=${T.premierLeague}`)).not.toContain(
      M.plWinner,
    )
  })

  it('marks bettable only prematch/live matches of an active provider', async () => {
    const byId = new Map((await list()).data.map((m) => [m.id, m.bettable]))
    expect(byId.get(M.arsenalChelsea)).toBe(true)
    expect(byId.get(M.nadalFederer)).toBe(true)
    expect(byId.get(M.sevillaValencia)).toBe(false) // finished
    expect(byId.get(M.naviG2)).toBe(false) // oddin is inactive
    expect(await ids('bettable=true')).toEqual([
      M.nadalFederer,
      M.liverpoolEverton,
      M.arsenalChelsea,
      M.realBarca,
      M.plWinner,
    ])
    expect(await ids('bettable=0')).toEqual([M.sevillaValencia, M.naviG2])
  })

  it('filters by id list, status list, sport, category, tournament, type and video', async () => {
    expect(await ids(`id=${M.realBarca},${M.arsenalChelsea}`)).toEqual([M.arsenalChelsea, M.realBarca])
    expect(await ids('match_status=1')).toEqual([M.nadalFederer, M.liverpoolEverton])
    expect(await ids('match_status=0,4')).toEqual([
      M.sevillaValencia,
      M.arsenalChelsea,
      M.naviG2,
      M.realBarca,
      M.plWinner,
    ])
    expect(await ids('sport_key=tennis')).toEqual([M.nadalFederer])
    expect(await ids('sport_type=cyber')).toEqual([M.naviG2])
    expect(await ids(`category_id=${IDS.categories.spain}`)).toEqual([M.sevillaValencia, M.realBarca])
    expect(await ids(`tournament_id=${IDS.tournaments.laliga}&match_status=0`)).toEqual([M.realBarca])
    expect(await ids('type=match&sport_key=soccer&match_status=0')).toEqual([M.arsenalChelsea, M.realBarca])
    expect(await ids('has_video=true')).toEqual([M.arsenalChelsea])
    expect(await ids('sport_key=golf')).toEqual([])
  })

  it('filters by start time range (inclusive)', async () => {
    const from = BASE_TIME.toISOString()
    const to = new Date(BASE_TIME.getTime() + 24 * 3_600_000).toISOString()
    expect(await ids(`start_from=${from}&start_to=${to}`)).toEqual([M.arsenalChelsea, M.naviG2])
    const exact = new Date(BASE_TIME.getTime() + 3_600_000).toISOString()
    expect(await ids(`start_from=${exact}&start_to=${exact}`)).toEqual([M.arsenalChelsea])
    expect(await ids(`start_to=${encodeURIComponent('2030-06-01T11:00:00+00:00')}`)).toEqual([
      M.sevillaValencia,
      M.nadalFederer,
    ])
  })

  it('sorts by a list of fields, "-" for descending, id breaking ties', async () => {
    expect(await ids('sort_by=-bets_count')).toEqual([
      M.liverpoolEverton,
      M.nadalFederer,
      M.arsenalChelsea,
      M.realBarca,
      M.sevillaValencia,
      M.naviG2,
      M.plWinner,
    ])
    expect(await ids('sort_by=sport_priority,-start_time')).toEqual([
      M.naviG2,
      M.nadalFederer,
      M.plWinner,
      M.realBarca,
      M.arsenalChelsea,
      M.liverpoolEverton,
      M.sevillaValencia,
    ])
    expect(await ids('sort_by=-tournament_priority,category_id&match_status=0')).toEqual([
      M.arsenalChelsea,
      M.plWinner,
      M.realBarca,
      M.naviG2,
    ])
  })

  it('caps matches per sport with max_per_sport, counting the capped total', async () => {
    const page = await list('max_per_sport=1')
    expect(page.data.map((m) => m.id)).toEqual([M.sevillaValencia, M.nadalFederer, M.naviG2])
    expect(page.pagination.total).toBe(3)
    expect(await ids('max_per_sport=2&match_status=0')).toEqual([M.arsenalChelsea, M.naviG2, M.realBarca])
    // The cap follows the requested order: the two most bet soccer matches.
    expect(await ids('max_per_sport=2&sort_by=-bets_count&sport_key=soccer')).toEqual([
      M.liverpoolEverton,
      M.arsenalChelsea,
    ])
  })

  it('pages with limit and page, last_page rounding up', async () => {
    const p2 = await list('limit=2&page=2')
    expect(p2.data.map((m) => m.id)).toEqual([M.liverpoolEverton, M.arsenalChelsea])
    expect(p2.pagination).toEqual({ total: 7, page: 2, limit: 2, last_page: 4 })
    const p4 = await list('limit=2&page=4')
    expect(p4.data.map((m) => m.id)).toEqual([M.plWinner])
    const beyond = await list('limit=2&page=9')
    expect(beyond.data).toEqual([])
    expect(beyond.pagination).toEqual({ total: 7, page: 9, limit: 2, last_page: 4 })
    const beyondCapped = await list('max_per_sport=1&limit=2&page=5')
    expect(beyondCapped.pagination.total).toBe(3)
  })

  it('gives a visitor no favourites (favourite=false lists everything)', async () => {
    expect(await ids('favourite=true')).toEqual([])
    expect(await ids('favourite=false')).toHaveLength(7)
  })

  it.each([
    'sort_by=foo',
    'sort_by=-start_time,nope',
    'limit=501',
    'limit=0',
    'page=0',
    'page=abc',
    'match_status=9',
    'match_status=1,x',
    'id=abc',
    'id=1,-2',
    'id=1.5',
    'start_from=yesterday',
    'start_to=2030-06-01',
    'start_from=0000-01-01T00:00:00Z',
    'bettable=maybe',
    'has_video=2',
    'max_per_sport=0',
    'type=race',
    'sport_type=virtual',
    'category_id=-1',
    'tournament_id=1.5',
    'id=1&id=2',
  ])('rejects %s with 400 invalid_params', async (query) => {
    const res = await getJson<{ error: { code: string; message: string; issues: unknown[] } }>(
      app,
      `${API}/matches?${query}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_params')
    expect(res.body.error.issues.length).toBeGreaterThan(0)
  })

  it('names the allowed fields for an unknown sort field', async () => {
    const res = await getJson<{ error: { message: string } }>(app, `${API}/matches?sort_by=foo`)
    expect(res.body.error.message).toContain('unknown sort field "foo"')
  })
})

describe('GET /matches/:id', () => {
  it('returns one match with its markets embedded', async () => {
    const res = await getJson<Match>(app, `${API}/matches/${M.nadalFederer}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: M.nadalFederer,
      status: 1,
      sport: { key: 'tennis' },
      main_market: { id: 186 },
    })
    expect(res.body.secondary_market).toBeNull()
  })

  it('answers 404 not_found for an unknown match', async () => {
    const res = await getJson<{ error: { code: string } }>(app, `${API}/matches/999999`)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })

  it.each(['abc', '-1', '1.5', '0', '1e99', '%00'])('rejects the id %s with 400', async (id) => {
    const res = await getJson<{ error: { code: string } }>(app, `${API}/matches/${id}`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe(id === '%00' ? 'invalid_characters' : 'invalid_params')
  })
})

describe('provider status', () => {
  it('makes a provider’s matches bettable again once it is active', async () => {
    await app.testDb.pool.query(`update providers set active = true where key = 'oddin'`)
    const res = await getJson<Match>(app, `${API}/matches/${M.naviG2}`)
    expect(res.body.bettable).toBe(true)
    await app.testDb.pool.query(`update providers set active = false where key = 'oddin'`)
  })
})
