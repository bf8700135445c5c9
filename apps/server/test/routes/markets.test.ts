import type { MarketList } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const url = (id: number | string, query = '') =>
  `/api/sportsbook/matches/${id}/markets${query ? `?${query}` : ''}`
const M = IDS.matches

async function list(id: number, query = ''): Promise<MarketList> {
  const res = await getJson<MarketList>(app, url(id, query))
  expect(res.status).toBe(200)
  return res.body
}
const keys = (l: MarketList) => l.data.map((m) => `${m.id}|${m.specifier}`)

describe('GET /matches/:id/markets', () => {
  it('lists shown markets by priority desc, market id, specifier; never status 0', async () => {
    const l = await list(M.arsenalChelsea)
    expect(keys(l)).toEqual(['1|', '18|total=2.5', '18|total=3.5', '45|'])
    expect(l.pagination).toEqual({ total: 4, page: 1, limit: 500, last_page: 1 })
    expect(l.data[2]).toMatchObject({ status: -1, market_groups: ['goals'], match_urn_id: 'sr:match:101' })
    expect(l.data[0]).toEqual({
      match_urn_id: 'sr:match:101',
      id: 1,
      name: '1x2',
      status: 1,
      specifier: '',
      outcomes: [
        { id: '1', name: '1', active: true, odds: 2.1 },
        { id: '2', name: 'X', active: true, odds: 3.4 },
        { id: '3', name: '2', active: true, odds: 3.2 },
      ],
      market_groups: ['main'],
      priority: 100,
      most_balanced: false,
      next_bet_stop: null,
      custom_bet_groups: [],
    })
  })

  it('counts markets per group tab in display order, status 0 excluded', async () => {
    const l = await list(M.arsenalChelsea)
    expect(l.groups).toEqual([
      { key: 'main', markets_count: 2 },
      { key: 'goals', markets_count: 2 },
      { key: 'correct_score', markets_count: 1 },
    ])
  })

  it('filters by group_key and market_id, keeping all group counts', async () => {
    const goals = await list(M.arsenalChelsea, 'group_key=goals')
    expect(keys(goals)).toEqual(['18|total=2.5', '18|total=3.5'])
    expect(goals.groups).toHaveLength(3)
    expect(keys(await list(M.arsenalChelsea, 'market_id=45'))).toEqual(['45|'])
    expect(keys(await list(M.arsenalChelsea, 'market_id=16'))).toEqual([])
    expect(keys(await list(M.arsenalChelsea, 'group_key=handicap'))).toEqual([])
  })

  it('pages', async () => {
    const p2 = await list(M.arsenalChelsea, 'limit=3&page=2')
    expect(keys(p2)).toEqual(['45|'])
    expect(p2.pagination).toEqual({ total: 4, page: 2, limit: 3, last_page: 2 })
  })

  it('answers an empty list for a match without markets', async () => {
    const l = await list(M.sevillaValencia)
    expect(l).toEqual({ data: [], groups: [], pagination: { total: 0, page: 1, limit: 500, last_page: 1 } })
  })

  it('answers 404 for an unknown match', async () => {
    const res = await getJson<{ error: { code: string } }>(app, url(987654))
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })

  it.each([
    ['abc', ''],
    ['-1', ''],
    ['1.5', ''],
    [M.arsenalChelsea, 'limit=501'],
    [M.arsenalChelsea, 'limit=0'],
    [M.arsenalChelsea, 'page=0'],
    [M.arsenalChelsea, 'group_key=everything'],
    [M.arsenalChelsea, 'market_id=abc'],
    [M.arsenalChelsea, 'market_id=-5'],
  ])('rejects match %s with "%s" as 400', async (id, query) => {
    const res = await getJson<{ error: { code: string } }>(app, url(id, query))
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_params')
  })
})

describe('suspension reasons (price transparency)', () => {
  it('a suspended market carries the reason the feed stored; an open one never does', async () => {
    const { schema } = await import('../../src/db/client.ts')
    const { and, eq } = await import('drizzle-orm')
    const db = app.testDb.db
    await db
      .update(schema.markets)
      .set({ suspendReason: 'var_check' })
      .where(eq(schema.markets.matchId, M.liverpoolEverton))
    await db
      .update(schema.markets)
      .set({ suspendReason: 'goal' })
      .where(and(eq(schema.markets.matchId, M.arsenalChelsea), eq(schema.markets.marketId, 1)))
    const suspended = (await list(M.liverpoolEverton)).data.find((m) => m.id === 1)
    expect(suspended).toMatchObject({ status: -1, suspend_reason: 'var_check' })
    const open = (await list(M.arsenalChelsea)).data.find((m) => m.id === 1)
    expect(open?.status).toBe(1)
    expect(open).not.toHaveProperty('suspend_reason')
  })
})
