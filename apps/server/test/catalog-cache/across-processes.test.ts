// The catalog cache and price history across processes (ADR 038): an API process without the feed
// follows the feed process's NOTIFYs, so it answers from memory (no query per visitor) and still serves
// the feed's catalog within a second of a change, and its sparklines move with the feed's.
import type { Market, Match, MatchPage, PriceHistory } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { createDb, createPool } from '../../src/db/client.ts'
import {
  announceFeedChanges,
  connectFeedToCatalogCache,
  followFeedOfOtherProcess,
} from '../../src/modules/catalog-cache/index.ts'
import { announceRecorded, followRecorded } from '../../src/modules/price-history/index.ts'
import type { Feed, FeedChange } from '../../src/modules/feed/index.ts'
import { build, testConfig } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'
import { afterAll } from 'vitest'

// The feed process…
const feedApp = await build()
const listeners: ((changes: FeedChange[]) => void)[] = []
const feed = {
  onChange: (l: (c: FeedChange[]) => void) => (listeners.push(l), () => undefined),
} as unknown as Feed
connectFeedToCatalogCache(feedApp, feed)
announceFeedChanges(feedApp.db, feed, feedApp.log)
const emit = (changes: FeedChange[]) => listeners.forEach((l) => l(changes))
// …and an API process of its own (own pool, as another process has), following it.
const pool = createPool(feedApp.testDb.url)
pool.on('error', () => undefined)
const api = await buildApp({ config: { ...testConfig, roles: new Set(['api']) }, db: createDb(pool) })
await followFeedOfOtherProcess(api)
await followRecorded(api)
afterAll(async () => {
  await api.close()
  await pool.end()
})

const M = IDS.matches.arsenalChelsea
const LIST = `/api/sportsbook/matches?id=${M}`
const get = (url: string) => api.inject({ method: 'GET', url })
const homeOdds = (body: string) => (JSON.parse(body) as MatchPage).data[0] as Match

async function setHomeOdds(odds: number) {
  await feedApp.testDb.pool.query(
    `update markets set outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb($2::numeric))
     where match_id = $1 and market_id = 1 and specifier = ''`,
    [M, odds],
  )
}

describe('an API process without the feed', () => {
  it('answers repeated catalog reads from memory and follows the feed’s change within a second', async () => {
    expect((await get(LIST)).headers['x-cache']).toBe('miss')
    expect((await get(LIST)).headers['x-cache']).toBe('hit')
    await setHomeOdds(7.77)
    emit([{ type: 'markets_changed', matchId: M, marketKeys: [], markets: [] } as unknown as FeedChange])
    const started = Date.now()
    await expect
      .poll(async () => homeOdds((await get(LIST)).body).main_market?.outcomes[0]?.odds, {
        timeout: 1000,
        interval: 20,
      })
      .toBe(7.77)
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await get(LIST)).headers['x-cache']).toBe('hit')
  })

  it('forgets a match’s price history when the feed process stored new moves', async () => {
    const url = `/api/sportsbook/matches/${M}/price-history`
    const moves = async () => (await get(url)).json<PriceHistory>().outcomes[0]!.moves.length
    const before = await moves()
    const res = await feedApp.inject({
      method: 'GET',
      url: `/api/sportsbook/matches/${M}/markets?market_id=1`,
    })
    const main = res.json<{ data: Market[] }>().data[0]!
    const moved = {
      ...main,
      outcomes: main.outcomes.map((o, i) => (i === 0 ? { ...o, odds: o.odds + 1 } : o)),
    }
    const change: FeedChange = {
      type: 'markets_changed',
      matchId: M,
      marketKeys: [{ marketId: main.id, specifier: main.specifier }],
      markets: [moved],
    }
    await feedApp.priceHistory.handle(
      [change],
      (e) => {
        throw e
      },
      announceRecorded(feedApp.db, (e) => {
        throw e
      }),
    )
    await expect.poll(moves, { timeout: 1000, interval: 20 }).toBe(before + 1)
  })
})
