// GET /metrics (issue #32): what a Prometheus scraper reads, and who may read it.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { connectFeedToCatalogCache } from '../../src/modules/catalog-cache/index.ts'
import type { Feed } from '../../src/modules/feed/index.ts'
import { metricsVerdict } from '../../src/modules/metrics/service.ts'
import { body, buildBetting, newPlayer, pick, place } from '../betting/helpers.ts'
import { IDS } from '../helpers/fixtures.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { platformConfig } from '../platform/helpers.ts'

const app = await buildBetting()
const m = IDS.matches
// The catalog cache runs while a feed announces changes; this one never does.
connectFeedToCatalogCache(app, { onChange: () => () => {} } as unknown as Feed)

/** The value of one series in the exposition text, e.g. `name{a="b"}`; 0 when absent. */
async function series(line: string): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe('GET /metrics', () => {
  it('answers Prometheus text with process, pool and realtime gauges', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m)
    expect(res.body).toMatch(/^sportsbook_db_pool_clients\{state="total"\} \d+/m)
    expect(res.body).toMatch(/^sportsbook_realtime_connections 0$/m)
  })

  it('times requests by route pattern, never by raw URL', async () => {
    await app.inject({ method: 'GET', url: '/health' })
    await app.inject({ method: 'GET', url: '/api/sportsbook/matches/123456789' })
    await app.inject({ method: 'GET', url: '/no/such/path' })
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} [1-9]/,
    )
    expect(text).toMatch(/route="\/api\/sportsbook\/matches\/:id"/)
    expect(text).not.toMatch(/123456789/)
    expect(text).toMatch(/route="unmatched",status_code="404"/)
  })

  it('counts placed bets and refusals by their catalogue code', async () => {
    const p = await newPlayer(app, { balance: 10_000 })
    const before = {
      placed: await series('sportsbook_bet_requests_total{outcome="placed",code=""}'),
      poor: await series('sportsbook_bet_requests_total{outcome="refused",code="insufficient_balance"}'),
    }
    const home = pick(m.arsenalChelsea, 1, '1', 2.1)
    expect((await place(p, body([{ stake: 1000, selections: [home] }], 'single'))).statusCode).toBe(200)
    const refused = await place(p, body([{ stake: 50_000, selections: [home] }], 'single'))
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('insufficient_balance')
    expect(await series('sportsbook_bet_requests_total{outcome="placed",code=""}')).toBe(before.placed + 1)
    expect(await series('sportsbook_bet_requests_total{outcome="refused",code="insufficient_balance"}')).toBe(
      before.poor + 1,
    )
  })

  it('counts catalog cache misses and hits', async () => {
    const url = '/api/sportsbook/sports?locale=en'
    const miss = await series('sportsbook_catalog_cache_total{result="miss"}')
    const hit = await series('sportsbook_catalog_cache_total{result="hit"}')
    const first = await app.inject({ method: 'GET', url })
    const second = await app.inject({ method: 'GET', url })
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(await series('sportsbook_catalog_cache_total{result="miss"}')).toBe(miss + 1)
    expect(await series('sportsbook_catalog_cache_total{result="hit"}')).toBe(hit + 1)
  })
})

describe('who may read /metrics (METRICS_TOKEN)', () => {
  it('asks a scraper for the token when one is set, and takes only that one', async () => {
    const testDb = await createTestDb()
    const secured = await buildApp({
      config: { ...platformConfig, metricsToken: 'scrape-token-0123456789' },
      db: testDb.db,
    })
    try {
      const get = (authorization?: string) =>
        secured.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })
      expect((await get()).statusCode).toBe(401)
      expect((await get('Bearer wrong-token-0123456789')).statusCode).toBe(401)
      expect((await get('Bearer scrape-token-0123456789')).statusCode).toBe(200)
    } finally {
      await secured.close()
    }
  })

  it('is absent in production without a token, open elsewhere', () => {
    expect(metricsVerdict({ token: undefined, production: true }, undefined)).toBe('absent')
    expect(metricsVerdict({ token: undefined, production: true }, 'Bearer anything-at-all')).toBe('absent')
    expect(metricsVerdict({ token: undefined, production: false }, undefined)).toBe('allowed')
  })
})
