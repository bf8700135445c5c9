import { Competitor, MarketGroupKey, Outcome, Statistics } from '@sportsbook/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/helpers/test-db.ts'
import { schema } from '../../db/client.ts'
import { createFeed } from './index.ts'

const NOW = new Date('2026-11-21T15:00:00Z')
const { db, pool } = await createTestDb()
pool.on('error', () => {})

describe('seeded catalog', () => {
  let seedMs = 0
  beforeAll(async () => {
    const feed = createFeed(db, { seed: 7, speed: 30, now: () => NOW })
    const t0 = performance.now()
    await feed.tick()
    seedMs = performance.now() - t0
  })

  it('seeds quickly', () => {
    console.log(`seeding took ${Math.round(seedMs)} ms`)
    expect(seedMs).toBeLessThan(15_000)
  })

  it('has 9 sports with providers, 40+ leagues and clean slugs', async () => {
    const sports = await db.select().from(schema.sports)
    expect(sports.map((s) => s.key).sort()).toEqual(
      ['basketball', 'cricket', 'cs2', 'dota2', 'ice-hockey', 'lol', 'soccer', 'tennis', 'volleyball'].sort(),
    )
    for (const s of sports) expect(s.provider).toBe(['cs2', 'dota2', 'lol'].includes(s.key) ? 'oddin' : 'betradar')
    const tournaments = await db.select().from(schema.tournaments)
    const categories = await db.select().from(schema.categories)
    expect(tournaments.length).toBeGreaterThanOrEqual(40)
    for (const t of tournaments) {
      expect(t.slug).not.toMatch(/-\d+$/)
      expect(categories.some((c) => c.sportId === t.sportId && c.slug === t.slug)).toBe(false)
    }
    expect(tournaments.filter((t) => t.isTop).length).toBeGreaterThanOrEqual(9)
  })

  it('schedules 400+ matches in the next 7 days and 10-30 live', async () => {
    const [row] = await db.execute<{ upcoming: number; live: number; outrights: number }>(sql`
      select count(*) filter (where status = 0 and type = 'match' and start_time <= ${new Date(NOW.getTime() + 7 * 864e5).toISOString()}::timestamptz)::int as upcoming,
             count(*) filter (where status = 1)::int as live,
             count(*) filter (where type = 'outright')::int as outrights
      from matches`).then((r) => r.rows)
    console.log(row)
    expect(row!.upcoming).toBeGreaterThanOrEqual(400)
    expect(row!.live).toBeGreaterThanOrEqual(10)
    expect(row!.live).toBeLessThanOrEqual(30)
    expect(row!.outrights).toBeGreaterThanOrEqual(5)
  })

  it('offers 30+ markets per soccer match and prices them with a margin', async () => {
    const counts = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from markets mk join matches m on m.id = mk.match_id join sports s on s.id = m.sport_id
      where s.key = 'soccer' and m.type = 'match' and m.status = 0 group by mk.match_id`)
    expect(counts.rows.length).toBeGreaterThan(100)
    for (const r of counts.rows) expect(r.n).toBeGreaterThanOrEqual(30)
    const open = await db.select().from(schema.markets).where(sql`status = 1`)
    for (const m of open) {
      const active = m.outcomes.filter((o) => o.active)
      const book = active.reduce((a, o) => a + 1 / o.odds, 0)
      for (const o of active) expect(1 / o.odds).toBeGreaterThan(0)
      for (const o of active) expect(1 / o.odds).toBeLessThan(1)
      if (active.length === m.outcomes.length) {
        // Double chance outcomes each cover two of the three results: its book is about 2 × (1 + margin).
        const covers = m.marketId === 10 ? 2 : 1
        expect(book, `${m.marketId} ${m.specifier} ${JSON.stringify(m.outcomes)}`).toBeGreaterThan(covers)
        expect(book, `${m.marketId} ${m.specifier} ${JSON.stringify(m.outcomes)}`).toBeLessThan(covers * 1.13)
      }
    }
  })

  it('stores JSON that parses with the contract schemas', async () => {
    const matches = await db.select().from(schema.matches)
    for (const m of matches) {
      for (const c of m.competitors) Competitor.parse(c)
      if (m.statistics) Statistics.parse(m.statistics)
      expect(m.slug).toMatch(m.type === 'outright' ? /-winner-\d+$/ : new RegExp(`-vs-.+-${m.id}$`))
    }
    const markets = await db.select().from(schema.markets).limit(5000)
    for (const mk of markets) {
      for (const o of mk.outcomes) Outcome.parse(o)
      expect(mk.groups.length).toBeGreaterThan(0)
      for (const g of mk.groups) MarketGroupKey.parse(g)
    }
  })
})
