// Spec §4's states the feed never reaches on its own, played by the scenario simulator (issue #33):
// every market of a live match not allowed (0) or handed over (-2) and back, and the match not
// covered (5) and back, through the feed's tick: the rows, the feed's changes and the realtime
// publications move as with the provider's own play, and the REST match says it takes no bets.
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { createFeed, type FeedChange } from '../../src/modules/feed/index.ts'
import { connectFeedToRealtime } from '../../src/modules/realtime/index.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { platformConfig } from '../platform/helpers.ts'

const testDb = await createTestDb()
let now = Date.parse('2026-11-21T15:00:00Z')
const clock = () => new Date(now)
const feed = createFeed(testDb.db, { seed: 11, speed: 60, now: clock })
const app = await buildApp({ config: platformConfig, db: testDb.db, feed, now: clock })
const offRealtime = connectFeedToRealtime(app, feed, ['en'])
afterAll(async () => {
  offRealtime()
  await app.close()
})
const db = testDb.db
await feed.tick()

const run = (name: string, matchId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/dev/scenarios/${name}/run`,
    payload: { match_id: matchId, wait: true },
  })

/** A fresh pre-match soccer match kicked off now (the run's steps need a live one). */
async function liveMatch() {
  const { rows } = await db.execute<{ id: number }>(sql`
    select m.id from matches m join sports s on s.id = m.sport_id
    where s.key = 'soccer' and m.status = 0 and m.start_time > ${new Date(now).toISOString()}::timestamptz
    order by m.start_time limit 1`)
  const id = rows[0]!.id
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/dev/scenarios/kick-off-now/run`,
        payload: { match_id: id },
      })
    ).statusCode,
  ).toBe(200)
  now += 60_000 // a minute of play, so the markets are priced in play
  await feed.tick()
  return id
}

const statuses = async (id: number) =>
  (await db.execute<{ status: number }>(sql`select distinct status from markets where match_id = ${id}`)).rows
    .map((r) => r.status)
    .sort()
const matchStatus = async (id: number) =>
  (await db.execute<{ status: number }>(sql`select status from matches where id = ${id}`)).rows[0]!.status

/** Runs the scenario to its end, noting the feed's changes, the publications and what `during` sees midway. */
async function play<T>(name: string, id: number, during: () => Promise<T | undefined>) {
  const heard: FeedChange[] = []
  const published: { channel: string; data: { type?: string } }[] = []
  const off = feed.onChange((c) => heard.push(...c.filter((x) => 'matchId' in x && x.matchId === id)))
  const publisher = app.realtime.publisher
  const original = publisher.publish.bind(publisher)
  publisher.publish = async (channel: string, data: never, opts?: never) => {
    published.push({ channel, data })
    return original(channel, data, opts)
  }
  let seen: T | undefined
  try {
    const running = run(name, id)
    for (let i = 0; i < 100 && seen === undefined; i++) {
      await new Promise((r) => setTimeout(r, 100))
      seen = await during()
    }
    const res = await running
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ match_ids: [id], done: true })
  } finally {
    off()
    publisher.publish = original
  }
  return { heard, published, seen }
}

const marketStatusesHeard = (heard: FeedChange[]) =>
  heard.flatMap((c) => (c.type === 'markets_changed' ? c.markets.map((m) => m.status) : []))

describe('scenario steps for market statuses 0 and -2 and match status 5', () => {
  it.each([
    ['markets-not-allowed', 0],
    ['markets-handed-over', -2],
  ] as const)(
    '%s sets every priced market to %i and gives them back',
    { timeout: 60_000 },
    async (name, code) => {
      const id = await liveMatch()
      const { heard, published, seen } = await play(name, id, async () => {
        const s = await statuses(id)
        return s.includes(code) && !s.includes(1) && !s.includes(-1) ? s : undefined
      })
      expect(seen, 'every open or suspended market held at the status').toContain(code)
      const heardStatuses = marketStatusesHeard(heard)
      expect(heardStatuses.indexOf(code)).toBeGreaterThanOrEqual(0)
      // given back: the model's own statuses again (open, or suspended while it reprices)
      expect(heardStatuses.slice(heardStatuses.indexOf(code)).some((s) => s === 1 || s === -1)).toBe(true)
      const onWire = published.filter(
        (p) => JSON.stringify(p.data).includes(`"status":${code}`) && p.channel.includes(String(id)),
      )
      expect(onWire.length, published.map((p) => p.channel).join(' ')).toBeGreaterThan(0)
      expect(await statuses(id)).not.toContain(code)
    },
  )

  it('not-covered sets the match to 5 (no bets) and covers it live again', { timeout: 60_000 }, async () => {
    const id = await liveMatch()
    const { heard, published, seen } = await play('not-covered', id, async () => {
      if ((await matchStatus(id)) !== 5) return undefined
      return (await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${id}` })).json()
    })
    expect(seen).toMatchObject({ id, status: 5, bettable: false })
    expect(heard.filter((c) => c.type === 'match_status_changed')).toEqual([
      { type: 'match_status_changed', matchId: id, status: 5 },
      { type: 'match_status_changed', matchId: id, status: 1 },
    ])
    const onWire = published.filter((p) => JSON.stringify(p.data).includes('"status":5'))
    expect(onWire.length, published.map((p) => p.channel).join(' ')).toBeGreaterThan(0)
    expect(await matchStatus(id)).toBe(1)
  })
})
