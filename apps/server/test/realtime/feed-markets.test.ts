// The feed publishes the markets it wrote instead of reading them back: what a tick announces must be
// exactly what the catalog API then serves for those markets, or live odds would drift from a reload.
import { expect, it } from 'vitest'
import type { Market } from '@sportsbook/contract'
import { createFeed, type FeedChange } from '../../src/modules/feed/index.ts'
import { presentMarket } from '../../src/modules/catalog/presenters/market-presenters.ts'
import { createMarketsRepository } from '../../src/modules/catalog/repository/markets-repository.ts'
import { createTestDb } from '../helpers/test-db.ts'

const { db } = await createTestDb()
const byKey = (a: Market, b: Market) => a.id - b.id || a.specifier.localeCompare(b.specifier)

it('announces each changed market as the catalog stores and serves it', { timeout: 120_000 }, async () => {
  let now = Date.parse('2026-11-21T15:00:00Z')
  const feed = createFeed(db, { seed: 5, speed: 60, now: () => new Date(now) })
  await feed.tick()
  now += 5_000
  const changes = (await feed.tick()).filter(
    (c): c is Extract<FeedChange, { type: 'markets_changed' }> => c.type === 'markets_changed',
  )
  expect(changes.length).toBeGreaterThan(0)
  const markets = createMarketsRepository(db)
  for (const c of changes.slice(0, 20)) {
    const stored = (await markets.byKeys(c.matchId, c.marketKeys)).map(presentMarket)
    expect([...c.markets].sort(byKey)).toEqual(stored.sort(byKey))
  }
})
