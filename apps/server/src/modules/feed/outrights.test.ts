// Outrights after creation: prices drift every few ticks, and one past its end date is settled
// (a winner drawn from its prices, the match ended) so betting pays its bets.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/helpers/test-db.ts'
import { Rng } from '../pricing/index.ts'
import { createFeed } from './index.ts'
import { driftOutright, OUTRIGHT_DRIFT_EVERY_TICKS, settleOutright } from './outrights.ts'
import type { FeedChange } from './types.ts'

const NOW = new Date('2026-11-21T15:00:00Z')
const { db, pool } = await createTestDb()
pool.on('error', () => {})

const market = {
  marketId: 534,
  specifier: '',
  name: 'Winner',
  status: 1,
  outcomes: [
    { id: 'a', name: 'A', active: true, odds: 2 },
    { id: 'b', name: 'B', active: true, odds: 4 },
    { id: 'c', name: 'C', active: false, odds: 3 },
  ],
  groups: ['outrights' as const],
  customBetGroups: [],
  priority: 100,
  mostBalanced: true,
  result: null,
}

describe('outrights', () => {
  it('drifts prices within bounds and settles exactly one active winner', () => {
    const rng = Rng.from(1, 'outrights')
    for (let i = 0; i < 50; i++) {
      const moved = driftOutright(rng, market)
      moved.outcomes.forEach((o, j) => {
        const before = market.outcomes[j]!.odds
        expect(o.odds).toBeGreaterThanOrEqual(before * 0.95 - 0.005)
        expect(o.odds).toBeLessThanOrEqual(before * 1.05 + 0.005)
      })
      const settled = settleOutright(rng, market)
      expect(settled.status).toBe(-3)
      const winners = Object.entries(settled.result ?? {}).filter(([, r]) => r === 'win')
      expect(winners).toHaveLength(1)
      expect(winners[0]![0]).not.toBe('c')
    }
  })

  it('moves outright prices live and ends an outright at its end date', async () => {
    const feed = createFeed(db, { seed: 7, speed: 30, now: () => NOW })
    const heard: FeedChange[] = []
    feed.onChange((c) => heard.push(...c))
    await feed.tick()
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from matches where type = 'outright' and status = 0 order by id limit 1`,
    )
    const ending = rows[0]!.id
    await db.execute(sql`update matches set end_date = ${new Date(NOW.getTime() - 60_000).toISOString()}::timestamptz
      where id = ${ending}`)
    heard.length = 0
    for (let i = 0; i < OUTRIGHT_DRIFT_EVERY_TICKS; i++) await feed.tick()
    const ended = await db.execute<{
      status: number
      market_status: number
      result: Record<string, string>
    }>(sql`
      select m.status, mk.status as market_status, mk.result from matches m
      join markets mk on mk.match_id = m.id and mk.market_id = 534 where m.id = ${ending}`)
    expect(ended.rows[0]).toMatchObject({ status: 4, market_status: -3 })
    expect(Object.values(ended.rows[0]!.result).filter((r) => r === 'win')).toHaveLength(1)
    expect(heard).toContainEqual({ type: 'match_status_changed', matchId: ending, status: 4 })
    const repriced = heard.filter(
      (c) => c.type === 'markets_changed' && c.matchId !== ending && c.markets.some((m) => m.id === 534),
    )
    expect(repriced.length).toBeGreaterThan(0)
  }, 90_000)
})
