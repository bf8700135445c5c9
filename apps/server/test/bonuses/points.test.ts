// Hunting and tournaments (issue #13): the endpoints of spec §7, joining, points at placement in the
// placing transaction, a hunting's freebets (once, under concurrency), the tournament's pool
// (tournament_pool_changed, throttled) and leaderboard, and its prizes paid once at the end.
import { describe, expect, it, vi } from 'vitest'
import { USD } from '@sportsbook/domain'
import { finishDueTournaments, flushPointsPush } from '../../src/modules/bonus-points/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'
import { bonusBet, buildBonuses, campaignId, legs } from './helpers.ts'

const app = await buildBonuses()
const published: { channel: string; data: Record<string, unknown> }[] = []
vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
  published.push({ channel, data: data as Record<string, unknown> })
  return {}
})
const get = (url: string) => app.inject({ method: 'GET', url: `/api/sportsbook${url}` })
const hunting = await campaignId(app, 'demo-hunting')
const { rows } = await app.testDb.db.execute<{ key: string }>(
  // the week's tournament: its key names the Monday it starts
  (await import('drizzle-orm')).sql`select key from bonus_campaigns where type = 'tournament'`,
)
const tournament = await campaignId(app, rows[0]!.key)
const single = [pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)]
const join = (p: TestPlayer, id: string) =>
  p.api({ method: 'POST', url: `/api/sportsbook/bonuses/${id}/activate` })
const mine = async (p: TestPlayer, path: string) =>
  (await p.api({ method: 'GET', url: `/api/sportsbook/bonuses/${path}` })).json()
const betWith = (p: TestPlayer, stake: number, id: string, type: string, selections = single) =>
  place(p, bonusBet(stake, { id, type }, selections))

describe('lists, one campaign and terms', () => {
  it('shows a visitor the hunting and the tournament with their rules, in GET /bonuses too', async () => {
    const list = await get('/bonuses/huntings')
    expect(list.statusCode).toBe(200)
    const h = list.json().data[0]
    expect(h).toMatchObject({ id: hunting, type: 'hunting', status: 'available', min_odds: 1.5 })
    expect(h.points).toMatchObject({
      joined: false,
      points: 0,
      potential_points: 20,
      max_freebets: 3,
      potential_freebet_amount: { value: 500, currency: 'EUR', subunits: 2 },
      point_stake: { value: 100, currency: 'EUR', subunits: 2 },
    })
    const t = (await get('/bonuses/tournaments')).json()
    expect(t.limit).toBe(1) // §9 tournaments limit default 1
    expect(t.data[0].points).toMatchObject({
      initial_pool: { value: 10_000 },
      pool: { value: 10_000 },
      finished: false,
    })
    expect(t.data[0].points.prizes.map((m: { value: number }) => m.value)).toEqual([5000, 3000, 2000])
    const all = (await get('/bonuses?limit=500')).json().data as { type: string; points?: unknown }[]
    expect(all.find((c) => c.type === 'hunting')?.points).toMatchObject({ potential_points: 20 })
    expect(all.find((c) => c.type === 'tournament')?.points).toMatchObject({ pool: { value: 10_000 } })
  })

  it('reads one by id and its terms; wrong kind or unknown ids are 404, malformed ones 400', async () => {
    expect((await get(`/bonuses/huntings/${hunting}`)).json()).toMatchObject({
      id: hunting,
      name: 'Freebet hunt',
    })
    expect((await get(`/bonuses/tournaments/${tournament}/terms`)).json().terms).toContain('50 % to the 1st')
    expect((await get(`/bonuses/huntings/${hunting}/terms`)).json().terms).toContain('Every 20 points')
    for (const url of [
      `/bonuses/huntings/${tournament}`,
      `/bonuses/tournaments/${hunting}/rating`,
      '/bonuses/huntings/c999999/terms',
      '/bonuses/tournaments/f1',
    ]) {
      const res = await get(url)
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 404, 'bonus_not_found'])
    }
    const bad = await get('/bonuses/tournaments/xyz/rating')
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_params'])
    expect((await get(`/bonuses/tournaments/${tournament}/rating?limit=501`)).statusCode).toBe(400)
  })
})

describe('hunting', () => {
  it('needs joining; then each bet earns points in the placing transaction', async () => {
    const p = await newPlayer(app)
    const early = await betWith(p, 1200, hunting, 'hunting')
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'bonus_not_available'])
    const joined = await join(p, hunting)
    expect(joined.statusCode).toBe(200)
    expect(joined.json().bonus).toMatchObject({ id: hunting, status: 'active', points: { joined: true } })
    expect((await join(p, hunting)).json().error.code).toBe('bonus_not_available')
    const res = await betWith(p, 1250, hunting, 'hunting')
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].bonus).toEqual({ id: hunting, type: 'hunting', odds: null, amount: null })
    expect((await p.balance()).amount).toBe(100_000 - 1250) // real money
    const h = await mine(p, `huntings/${hunting}`)
    expect(h.points).toMatchObject({
      points: 12,
      bets_count: 1,
      available_points: 12,
      avg_stake: { value: 1250 },
    })
    // a stake under the minimum earns nothing but is placed
    expect((await betWith(p, 99, hunting, 'hunting')).statusCode).toBe(200)
    expect((await mine(p, `huntings/${hunting}`)).points).toMatchObject({ points: 12, bets_count: 2 })
  })

  it('does not apply to a bet in another currency', async () => {
    const p = await newPlayer(app, { currency: USD })
    await join(p, hunting)
    const res = await place(p, {
      ...bonusBet(1000, { id: hunting, type: 'hunting' }, single),
      bets: [
        {
          stake: { value: 1000, currency: 'USD' },
          selections: single,
          bonus: { id: hunting, type: 'hunting' },
        },
      ],
    })
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'bonus_not_applicable'])
    expect((await mine(p, `huntings/${hunting}`)).points.bets_count).toBe(0)
  })

  it('issues one €5 freebet per 20 points, once, even for racing bets, and announces it', async () => {
    const p = await newPlayer(app)
    await join(p, hunting)
    expect((await betWith(p, 1800, hunting, 'hunting')).statusCode).toBe(200)
    const race = await Promise.all([
      betWith(p, 200, hunting, 'hunting'),
      betWith(p, 300, hunting, 'hunting', legs),
    ])
    expect(race.map((r) => r.statusCode)).toEqual([200, 200])
    const freebets = (await mine(p, 'freebets?limit=500')).data
    expect(freebets).toHaveLength(1)
    expect(freebets[0]).toMatchObject({
      type: 'freebet',
      campaign_id: hunting,
      amount: { value: 500 },
      status: 'active',
    })
    const h = (await mine(p, `huntings/${hunting}`)).points
    expect(h).toMatchObject({
      points: 23,
      farmed_freebets_count: 1,
      farmed_amount: { value: 500 },
      available_points: 3,
    })
    published.length = 0
    await flushPointsPush()
    const issued = published.filter((e) => e.data.type === 'bonus_issued')
    expect(issued.map((e) => e.channel)).toEqual([`$private:en:${p.id}`])
  })
})

describe('tournament', () => {
  it('grows the pool by 5 % of each stake, publishes it throttled, and ranks the players', async () => {
    const [a, b, c] = [await newPlayer(app), await newPlayer(app), await newPlayer(app)]
    for (const p of [a, b, c]) expect((await join(p, tournament)).statusCode).toBe(200)
    published.length = 0
    await betWith(a, 1000, tournament, 'tournament')
    await betWith(b, 3000, tournament, 'tournament')
    await betWith(c, 1000, tournament, 'tournament')
    const t = (await mine(b, `tournaments/${tournament}`)).points
    expect(t).toMatchObject({ pool: { value: 10_000 + 250 }, points: 30, position: 1 })
    await flushPointsPush()
    const pools = published.filter((e) => e.data.type === 'tournament_pool_changed')
    // one publication per locale for the three bets, with the pool after them
    expect(pools.find((e) => e.channel === 'public:en')?.data).toEqual({
      type: 'tournament_pool_changed',
      tournament_id: tournament,
      pool: { value: 10_250, currency: 'EUR', subunits: 2 },
    })
    expect(pools.filter((e) => e.channel === 'public:en')).toHaveLength(1)
    await flushPointsPush()
    expect(published.filter((e) => e.data.type === 'tournament_pool_changed')).toHaveLength(pools.length)

    const rating = await c.api({
      method: 'GET',
      url: `/api/sportsbook/bonuses/tournaments/${tournament}/rating?limit=2`,
    })
    const r = rating.json()
    expect(r.total).toBe(3)
    expect(r.data.map((x: { points: number; current_user: boolean }) => [x.points, x.current_user])).toEqual([
      [30, false],
      [10, false], // a reached 10 points before c
    ])
    expect(r.data[0].farmed_amount).toEqual({ value: 5125, currency: 'EUR', subunits: 2 })
    expect(r.current_user).toMatchObject({
      position: 3,
      current_user: true,
      points: 10,
      currency_code: 'EUR',
    })
    const page2 = (await get(`/bonuses/tournaments/${tournament}/rating?limit=2&page=2`)).json()
    expect(page2.data.map((x: { position: number }) => x.position)).toEqual([3])
    expect(page2.current_user).toBeNull()
  })

  it('pays the prizes as freebets once the week ends, exactly once', async () => {
    const before = (await get(`/bonuses/tournaments/${tournament}`)).json().points.pool.value
    app.clock.advance(7 * 86_400_000)
    expect(await finishDueTournaments(app.testDb.db, app.clock.now())).toBe(3)
    expect(await finishDueTournaments(app.testDb.db, app.clock.now())).toBe(0)
    const r = (await get(`/bonuses/tournaments/${tournament}/rating?limit=10`)).json()
    const paid = r.data.map((x: { farmed_freebets_count: number; farmed_amount: { value: number } }) => [
      x.farmed_freebets_count,
      x.farmed_amount.value,
    ])
    expect(paid.reduce((s: number, [, v]: number[]) => s + v!, 0)).toBe(before)
    expect(paid.every(([n]: number[]) => n === 1)).toBe(true)
    expect((await get(`/bonuses/tournaments/${tournament}`)).json().points.finished).toBe(true)
    expect((await get('/bonuses/tournaments')).json().data.map((c: { id: string }) => c.id)).not.toContain(
      tournament,
    )
  })
})
