import { Statistics } from '@sportsbook/contract'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/helpers/test-db.ts'
import { schema } from '../../db/client.ts'
import { createFeed } from './index.ts'
import type { FeedChange } from './types.ts'

const START = new Date('2026-11-21T15:00:00Z').getTime()
const SPEED = 60
/** Seeding and simulated minutes of play: generous on a shared 2-core CI machine. */
const HEAVY_MS = 90_000
const { db, pool } = await createTestDb()
pool.on('error', () => {})

let now = START
const feed = createFeed(db, { seed: 11, speed: SPEED, now: () => new Date(now) })
const changes: FeedChange[][] = []
feed.onChange((c) => changes.push(c))

const liveSoccer = () =>
  db
    .select({ m: schema.matches })
    .from(schema.matches)
    .innerJoin(schema.sports, eq(schema.sports.id, schema.matches.sportId))
    .where(and(eq(schema.sports.key, 'soccer'), eq(schema.matches.status, 1)))

describe('live simulation', () => {
  it('advances clock, score and odds, suspends after events and reopens', async () => {
    await feed.tick()
    const [first] = await liveSoccer()
    expect(first).toBeDefined()
    const id = first!.m.id
    const stats0 = Statistics.parse(first!.m.statistics)
    const odds0 = await db.select().from(schema.markets).where(and(eq(schema.markets.matchId, id), eq(schema.markets.marketId, 1)))
    let sawSuspended = false
    let sawReopen = false
    let suspendedBefore = false
    const durations: number[] = []
    for (let i = 0; i < 40; i++) {
      now += 2000
      const t0 = performance.now()
      await feed.tick()
      durations.push(performance.now() - t0)
      const [mk] = await db.select().from(schema.markets).where(and(eq(schema.markets.matchId, id), eq(schema.markets.marketId, 1)))
      if (mk?.status === -1) {
        sawSuspended = true
        suspendedBefore = true
      } else if (mk?.status === 1 && suspendedBefore) sawReopen = true
    }
    console.log(`tick ms: max ${Math.max(...durations).toFixed(0)}, avg ${(durations.reduce((a, b) => a + b) / durations.length).toFixed(0)}`)
    const [after] = await db.select().from(schema.matches).where(eq(schema.matches.id, id))
    const stats1 = Statistics.parse(after!.statistics)
    expect(stats1.clock).not.toBe(stats0.clock)
    const odds1 = await db.select().from(schema.markets).where(and(eq(schema.markets.matchId, id), eq(schema.markets.marketId, 1)))
    expect(JSON.stringify(odds1[0]?.outcomes)).not.toBe(JSON.stringify(odds0[0]?.outcomes))
    // Across all live matches at least one event happened and markets were suspended then reopened.
    const flat = changes.flat()
    expect(flat.some((c) => c.type === 'markets_changed')).toBe(true)
    expect(flat.some((c) => c.type === 'match_changed')).toBe(true)
    const suspendedSomewhere = await db.execute(sql`select count(*)::int as n from markets where status = -1`)
    expect(sawSuspended || Number(suspendedSomewhere.rows[0]?.n) > 0).toBe(true)
    if (sawSuspended) expect(sawReopen || after!.status === 4).toBe(true)
  }, HEAVY_MS)

  it('keeps 10-30 live, finishes matches with results and settled markets', async () => {
    const counts: number[] = []
    for (let i = 0; i < 30; i++) {
      now += 10_000
      await feed.tick()
      const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from matches where status = 1`)
      counts.push(Number(r.rows[0]?.n))
    }
    console.log(`live counts: ${counts.join(',')}`)
    for (const n of counts) {
      expect(n).toBeGreaterThanOrEqual(10)
      expect(n).toBeLessThanOrEqual(30)
    }
    const finished = await db.select().from(schema.matches).where(eq(schema.matches.status, 4))
    expect(finished.length).toBeGreaterThan(0)
    for (const m of finished) {
      expect(m.stage).toBe('ended')
      expect(m.result).not.toBeNull()
      const mks = await db.select().from(schema.markets).where(eq(schema.markets.matchId, m.id))
      for (const mk of mks) {
        expect(mk.status).toBe(-3)
        expect(Object.keys(mk.result ?? {}).sort()).toEqual(mk.outcomes.map((o) => o.id).sort())
      }
      const main = mks.find((mk) => mk.marketId === m.mainMarketId && mk.specifier === m.mainMarketSpecifier)
      if (main) expect(Object.values(main.result ?? {}).filter((r) => r === 'win').length).toBe(1)
    }
  }, HEAVY_MS)

  it('continues from the database after a restart instead of reseeding', async () => {
    await feed.stop()
    const before = await db.execute<{ n: number; max: number }>(sql`select count(*)::int as n, max(id)::int as max from matches`)
    const again = createFeed(db, { seed: 11, speed: SPEED, now: () => new Date(now) })
    await again.tick()
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from matches where id <= ${before.rows[0]?.max}`)
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
    const sports = await db.select().from(schema.sports)
    expect(sports.length).toBe(9)
    // Time moves on: the schedule is topped up with new kick-offs.
    now += 30 * 60_000
    await again.tick()
    const later = await db.execute<{ n: number }>(sql`select count(*)::int as n from matches where id > ${before.rows[0]?.max}`)
    expect(Number(later.rows[0]?.n)).toBeGreaterThan(0)
    const live = await db.execute<{ n: number }>(sql`select count(*)::int as n from matches where status = 1`)
    expect(Number(live.rows[0]?.n)).toBeGreaterThanOrEqual(10)
  }, HEAVY_MS)
})
