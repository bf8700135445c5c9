// The development score switch (POST /api/dev/matches/{id}/score, DEV_TOOLS only): a live match of the
// demo feed takes the score through the feed's own tick, so the scoreboard, the suspension after a
// goal, the prices and the publications move as with a real goal, and betting hears it: a pre-match
// home bet is paid early when its side leads by two (ADR 031).
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { connectFeedToBetting } from '../../src/modules/betting/index.ts'
import { createFeed, type FeedChange } from '../../src/modules/feed/index.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { body, newPlayer, place, type BettingApp } from '../betting/helpers.ts'
import { platformConfig } from '../platform/helpers.ts'

const testDb = await createTestDb()
let now = Date.parse('2026-11-21T15:00:00Z')
const clock = { now: () => new Date(now), advance: (ms: number) => (now += ms) }
const feed = createFeed(testDb.db, { seed: 7, speed: 60, now: clock.now })
const app = Object.assign(
  await buildApp({
    config: platformConfig,
    db: testDb.db,
    feed,
    now: clock.now,
    betting: { liveBetDelayMs: 30 },
  }),
  { testDb, clock },
) as unknown as BettingApp
afterAll(() => app.close())
const db = testDb.db
await feed.tick()

type MatchRow = {
  id: number
  start_time: string | Date
  sport: string
  odds: number
  home: number
  away: number
}
const soccer = async (status: number) =>
  (
    await db.execute<MatchRow>(sql`
    select m.id, m.start_time, s.key as sport, (mk.outcomes -> 0 ->> 'odds')::float8 as odds,
      coalesce((m.statistics -> 'total_score' ->> 'home')::int, 0) as home,
      coalesce((m.statistics -> 'total_score' ->> 'away')::int, 0) as away
    from matches m join sports s on s.id = m.sport_id
    join markets mk on mk.match_id = m.id and mk.market_id = 1 and mk.specifier = '' and mk.status = 1
    where s.key = 'soccer' and m.status = ${status} order by m.start_time limit 1`)
  ).rows[0]!

const setScore = (id: number, home: number, away: number) =>
  app.inject({ method: 'POST', url: `/api/dev/matches/${id}/score`, payload: { home, away } })

describe('the dev score switch', () => {
  it(
    'moves a live match through the feed: scoreboard, suspension, prices and publications',
    { timeout: 60_000 },
    async () => {
      const live = await soccer(1)
      const heard: FeedChange[] = []
      const off = feed.onChange((c) =>
        heard.push(...c.filter((x) => 'matchId' in x && x.matchId === live.id)),
      )
      const res = await setScore(live.id, live.home + 2, live.away)
      off()
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ match_id: live.id, home: live.home + 2, away: live.away, changed: true })
      const page = (await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${live.id}` })).json()
      expect(page.statistics.total_score).toEqual({ home: live.home + 2, away: live.away })
      expect(heard.map((c) => c.type)).toEqual(expect.arrayContaining(['match_changed', 'markets_changed']))
      const main = heard.find((c) => c.type === 'markets_changed')
      expect(main?.type === 'markets_changed' && main.markets.find((mk) => mk.id === 1)?.suspend_reason).toBe(
        'goal',
      )
      // The same score again changes nothing; a goal taken back is a VAR check.
      expect((await setScore(live.id, live.home + 2, live.away)).json().changed).toBe(false)
      expect((await setScore(live.id, live.home + 1, live.away)).json().changed).toBe(true)
    },
  )

  it('refuses a match that is not live, with 404', async () => {
    const prematch = await soccer(0)
    const res = await setScore(prematch.id, 1, 0)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })

  it('pays a pre-match home bet early when its side goes two up', { timeout: 60_000 }, async () => {
    const off = connectFeedToBetting(app as never, feed)
    const next = await soccer(0)
    const p = await newPlayer(app)
    const home = { match_id: next.id, market_id: 1, specifier: '', outcome_id: '1', odds: next.odds }
    const placed = await place(p, body([{ stake: 1000, selections: [home] }]))
    expect(placed.statusCode).toBe(200)
    const id = placed.json().data[0].id as string
    clock.advance(new Date(next.start_time).getTime() - now + 1000)
    await feed.tick()
    const live = (
      await db.execute<{ home: number; away: number }>(sql`
      select (statistics -> 'total_score' ->> 'home')::int as home, (statistics -> 'total_score' ->> 'away')::int as away
      from matches where id = ${next.id} and status = 1`)
    ).rows[0]!
    expect((await setScore(next.id, live.away + 2, live.away)).statusCode).toBe(200)
    let bet: { status: string; result: string; selections: { early_payout?: unknown }[] } | undefined
    for (let i = 0; i < 50 && bet?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      bet = (await p.api({ method: 'GET', url: '/api/sportsbook/bets' }))
        .json()
        .data.find((b: { id: string }) => b.id === id)
    }
    off()
    expect(bet).toMatchObject({ status: 'done', result: 'win_entire' })
    expect(bet?.selections[0]?.early_payout).toMatchObject({ home: live.away + 2, away: live.away })
    expect((await p.balance()).amount).toBe(100_000 - 1000 + Math.floor(1000 * next.odds))
  })
})
