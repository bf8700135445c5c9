// The scenario simulator (issue #33, ADR 037; DEV_TOOLS only): a scenario's steps move a match of the
// demo feed through the feed's own tick, so the publications, the rows and betting follow: a 2-goal
// lead pays a pre-match bet early and a VAR-disallowed goal after it takes nothing back; an abandoned
// match closes with its markets cancelled and its bets void; suspensions, provider status and a price
// storm show on the real events.
import { sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
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
const offBetting = connectFeedToBetting(app as never, feed)
afterAll(async () => {
  offBetting()
  await app.close()
})
const db = testDb.db
await feed.tick()

const run = (name: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/dev/scenarios/${name}/run`, payload })

/** Every change the feed publishes for this match while `fn` runs. */
async function hear(matchId: number, fn: () => Promise<unknown>) {
  const heard: FeedChange[] = []
  const off = feed.onChange((c) => heard.push(...c.filter((x) => 'matchId' in x && x.matchId === matchId)))
  try {
    await fn()
  } finally {
    off()
  }
  return heard
}

const matchRow = async (id: number) =>
  (
    await db.execute<{ status: number; home: number; away: number; provider: string }>(sql`
      select status, provider, coalesce((statistics -> 'total_score' ->> 'home')::int, 0) as home,
        coalesce((statistics -> 'total_score' ->> 'away')::int, 0) as away from matches where id = ${id}`)
  ).rows[0]!
const marketStatuses = async (id: number) =>
  (await db.execute<{ status: number }>(sql`select distinct status from markets where match_id = ${id}`)).rows
    .map((r) => r.status)
    .sort()

/** The next pre-match soccer match with its 1X2 home price open. */
const nextSoccer = async () =>
  (
    await db.execute<{ id: number; odds: number }>(sql`
      select m.id, (mk.outcomes -> 0 ->> 'odds')::float8 as odds from matches m
      join sports s on s.id = m.sport_id
      join markets mk on mk.match_id = m.id and mk.market_id = 1 and mk.specifier = '' and mk.status = 1
      where s.key = 'soccer' and m.status = 0 and m.start_time > ${new Date(now).toISOString()}::timestamptz
      order by m.start_time limit 1`)
  ).rows[0]!

async function betOn(matchId: number, odds: number) {
  const p = await newPlayer(app)
  const home = { match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }
  const placed = await place(p, body([{ stake: 1000, selections: [home] }]))
  expect(placed.statusCode, placed.body).toBe(200)
  return { p, id: placed.json().data[0].id as string }
}

async function betOf(
  p: Awaited<ReturnType<typeof newPlayer>>,
  id: string,
  until: (b: { status: string }) => boolean,
) {
  let bet: { status: string; result: string; selections: { early_payout?: unknown }[] } | undefined
  for (let i = 0; i < 80 && !(bet && until(bet)); i++) {
    await new Promise((r) => setTimeout(r, 100))
    bet = (await p.api({ method: 'GET', url: '/api/sportsbook/bets' }))
      .json()
      .data.find((b: { id: string }) => b.id === id)
  }
  return bet
}

describe('the scenario simulator', () => {
  it('lists at least ten scenarios, each with timed steps', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/scenarios' })
    expect(res.statusCode).toBe(200)
    const names = res.json().data.map((s: { name: string }) => s.name)
    expect(names.length).toBeGreaterThanOrEqual(10)
    expect(names).toEqual(
      expect.arrayContaining(['kick-off-now', 'two-goal-lead', 'var-disallowed-goal', 'price-storm']),
    )
  })

  it('refuses an unknown scenario and a match that is not in the feed, with 404 and what is missing', async () => {
    const unknown = await run('no-such-scenario')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Scenario no-such-scenario not found')
    const gone = await run('suspend-all-30s', { match_id: 2_000_000_000 })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('Live match 2000000000 of the demo feed not found')
  })

  it(
    'kicks a pre-match match off now, leads it 2-0 (paid early), and a VAR-disallowed goal takes nothing back',
    { timeout: 60_000 },
    async () => {
      const match = await nextSoccer()
      const { p, id } = await betOn(match.id, match.odds)
      clock.advance(1000) // the kick-off comes after the bet
      const heard = await hear(match.id, async () => {
        const res = await run('var-disallowed-goal', { match_id: match.id, wait: true })
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json()).toMatchObject({ match_ids: [match.id], done: true })
      })
      // kicked off now, through the feed's tick: live, at 1-0 after the VAR check took the second goal back
      expect(heard).toContainEqual({ type: 'match_status_changed', matchId: match.id, status: 1 })
      expect(await matchRow(match.id)).toMatchObject({ status: 1, home: 1, away: 0 })
      const reasons = heard.flatMap((c) =>
        c.type === 'markets_changed' ? c.markets.filter((m) => m.id === 1).map((m) => m.suspend_reason) : [],
      )
      expect(reasons).toEqual(expect.arrayContaining(['goal', 'var_check']))
      // paid as a win at 2-0, and still paid after the goal was taken back
      const bet = await betOf(p, id, (b) => b.status === 'done')
      expect(bet).toMatchObject({ status: 'done', result: 'win_entire' })
      expect(bet?.selections[0]?.early_payout).toMatchObject({ home: 2, away: 0 })
      expect((await p.balance()).amount).toBe(100_000 - 1000 + Math.floor(1000 * match.odds))
      const ledger = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ledger_entries where kind = 'bet_win' and ref = ${`bet:${id}`}`)
      expect(ledger.rows[0]?.n).toBe(1)
    },
  )

  it(
    'abandons a match at half time: stopped, then closed with every market cancelled and its bets void',
    { timeout: 60_000 },
    async () => {
      const match = await nextSoccer()
      expect((await run('kick-off-now', { match_id: match.id })).json().match_ids).toEqual([match.id])
      const live = (
        await db.execute<{ odds: number }>(sql`
      select (outcomes -> 0 ->> 'odds')::float8 as odds from markets where match_id = ${match.id} and market_id = 1 and specifier = ''`)
      ).rows[0]!
      const { p, id } = await betOn(match.id, live.odds)
      const heard = await hear(match.id, () =>
        run('abandoned-at-half-time', { match_id: match.id, wait: true }),
      )
      expect(
        heard
          .filter((c) => c.type === 'match_status_changed')
          .map((c) => c.type === 'match_status_changed' && c.status),
      ).toEqual([2, 3])
      expect((await matchRow(match.id)).status).toBe(3)
      expect(await marketStatuses(match.id)).toEqual([-4])
      expect(await betOf(p, id, (b) => b.status === 'cancelled')).toMatchObject({
        status: 'cancelled',
        result: 'canceled',
      })
      expect((await p.balance()).amount).toBe(100_000)
    },
  )

  it('suspends every market of the match, and takes its provider offline', { timeout: 60_000 }, async () => {
    const match = await nextSoccer()
    await run('kick-off-now', { match_id: match.id })
    const heard = await hear(match.id, () => run('suspend-all-30s', { match_id: match.id }))
    const suspended = heard.flatMap((c) => (c.type === 'markets_changed' ? c.markets : []))
    expect(suspended.length).toBeGreaterThan(0)
    expect(new Set(suspended.map((m) => m.status))).toEqual(new Set([-1]))
    expect(await marketStatuses(match.id)).toEqual([-1])
    const { provider } = await matchRow(match.id)
    const res = await run('provider-offline', { match_id: match.id })
    expect(res.json()).toMatchObject({ match_ids: [match.id], done: false })
    const stored = await db.execute<{ active: boolean }>(
      sql`select active from providers where key = ${provider}`,
    )
    expect(stored.rows[0]?.active).toBe(false)
  })

  it('plays a price storm: bursts of moved prices on the one match', { timeout: 60_000 }, async () => {
    const match = await nextSoccer()
    await run('kick-off-now', { match_id: match.id })
    await feed.tick()
    const heard = await hear(match.id, () => run('price-storm', { match_id: match.id }))
    const bursts = heard.filter((c) => c.type === 'markets_changed')
    expect(bursts.length).toBeGreaterThanOrEqual(20)
    expect(
      bursts.reduce((n, c) => n + (c.type === 'markets_changed' ? c.markets.length : 0), 0),
    ).toBeGreaterThan(100)
  })
})

describe('VIP review (spec §4 bet_changed for VIP rejections)', () => {
  // An earlier test's provider-offline scenario may still hold its provider off: bets need it on.
  beforeEach(async () => {
    const { providers } = app as unknown as {
      providers: { setActive(p: string, on: boolean): Promise<unknown> }
    }
    for (const p of ['betradar', 'oddin']) await providers.setActive(p, true)
  })

  const betOf = async (p: Awaited<ReturnType<typeof newPlayer>>, id: string) =>
    (await p.api({ method: 'GET', url: '/api/sportsbook/bets' }))
      .json()
      .data.find((b: { id: string }) => b.id === id)

  it("holds the match's recent bets for review, then rejects them: stake back, bet_changed each time", async () => {
    const match = await nextSoccer()
    const { p, id } = await betOn(match.id, match.odds)
    const published: {
      channel: string
      data: { type: string; bet?: { id: string; status: string; is_vip: boolean } }
    }[] = []
    const original = app.realtime.publisher.publish.bind(app.realtime.publisher)
    app.realtime.publisher.publish = async (channel: string, data: never, opts?: never) => {
      published.push({ channel, data })
      return original(channel, data, opts)
    }
    try {
      const res = await run('vip-rejected', { match_id: match.id, wait: true })
      expect(res.statusCode, res.body).toBe(200)
    } finally {
      app.realtime.publisher.publish = original
    }
    const changes = published
      .filter((x) => x.data.type === 'bet_changed' && x.data.bet?.id === id)
      .map((x) => [x.data.bet!.status, x.data.bet!.is_vip])
    expect(changes).toEqual([
      ['submitted', true],
      ['rejected', true],
    ])
    expect(published.some((x) => x.data.type === 'balance_changed')).toBe(true)
    expect(await betOf(p, id)).toMatchObject({ status: 'rejected', is_vip: true, result: 'canceled' })
    expect((await p.balance()).amount).toBe(100_000)
    const history = (await p.api({ method: 'GET', url: `/api/sportsbook/bets/${id}/history` })).json()
    expect(history.data.map((e: { event: string }) => e.event)).toEqual([
      'placed',
      'vip_review',
      'vip_rejected',
    ])
  })

  it('accepted, the bet is back in play at its stake', async () => {
    const match = await nextSoccer()
    const { p, id } = await betOn(match.id, match.odds)
    expect((await run('vip-accepted', { match_id: match.id, wait: true })).statusCode).toBe(200)
    expect(await betOf(p, id)).toMatchObject({
      status: 'waiting_results',
      is_vip: true,
      result: 'no_results',
    })
    expect((await p.balance()).amount).toBe(100_000 - 1000)
  })
})
