import { asc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createTestDb } from '../../../test/helpers/test-db.ts'
import { schema, type Db } from '../../db/client.ts'
import { createFeed } from './index.ts'
import { asian } from '../pricing/index.ts'

const START = new Date('2026-11-21T18:00:00Z').getTime()
const a = await createTestDb()
const b = await createTestDb()
a.pool.on('error', () => {})
b.pool.on('error', () => {})

async function run(db: Db): Promise<string> {
  let now = START
  const feed = createFeed(db, { seed: 42, speed: 60, now: () => new Date(now) })
  for (let i = 0; i < 5; i++) {
    await feed.tick()
    now += 3000
  }
  const matches = await db
    .select({
      urn: schema.matches.urnId,
      slug: schema.matches.slug,
      name: schema.matches.name,
      status: schema.matches.status,
      statistics: schema.matches.statistics,
      start: schema.matches.startTime,
    })
    .from(schema.matches)
    .orderBy(asc(schema.matches.id))
  const markets = await db
    .select({
      m: schema.markets.matchId,
      id: schema.markets.marketId,
      s: schema.markets.specifier,
      st: schema.markets.status,
      o: schema.markets.outcomes,
    })
    .from(schema.markets)
    .orderBy(asc(schema.markets.matchId), asc(schema.markets.marketId), asc(schema.markets.specifier))
  return JSON.stringify({ matches, markets })
}

it('same seed and clock give the same catalog and the same play', async () => {
  const [x, y] = await Promise.all([run(a.db), run(b.db)])
  expect(x.length).toBeGreaterThan(1000)
  expect(x === y).toBe(true)
}, 90_000)

it('settles Asian quarter lines with half results', () => {
  expect(asian(1, 0.75)).toBe('half_win')
  expect(asian(0, 0.25)).toBe('half_lose')
  expect(asian(2, 1.5)).toBe('win')
  expect(asian(1, 1)).toBe('refund')
})

it('handicap quarter lines split the stake', async () => {
  const { SOCCER_DEFS } = await import('../pricing/sports/soccer-markets.ts')
  const def = SOCCER_DEFS.get(16)!
  const facts = { total: [2, 1] as [number, number], periods: [], winner: null }
  expect(def.settle({ hcp: '-0.75' }, facts)).toEqual(['half_win', 'half_lose'])
  expect(def.settle({ hcp: '-1' }, facts)).toEqual(['refund', 'refund'])
  expect(def.settle({ hcp: '0.25' }, facts)).toEqual(['win', 'lose'])
})
