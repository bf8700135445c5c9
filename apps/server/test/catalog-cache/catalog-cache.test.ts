import type { Match, MatchPage } from '@sportsbook/contract'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { connectFeedToCatalogCache } from '../../src/modules/catalog-cache/index.ts'
import type { Feed, FeedChange } from '../../src/modules/feed/index.ts'
import { build } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const listeners: ((changes: FeedChange[]) => void)[] = []
const feed = {
  onChange: (l: (changes: FeedChange[]) => void) => {
    listeners.push(l)
    return () => listeners.splice(listeners.indexOf(l), 1)
  },
} as unknown as Feed
connectFeedToCatalogCache(app, feed)
const emit = (changes: FeedChange[]) => listeners.forEach((l) => l(changes))

const M = IDS.matches.arsenalChelsea
const LIST = `/api/sportsbook/matches?id=${M}`
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const homeOdds = (page: MatchPage) => (page.data[0] as Match).main_market?.outcomes[0]?.odds

async function setHomeOdds(odds: number) {
  await app.testDb.pool.query(
    `update markets set outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb($2::numeric))
     where match_id = $1 and market_id = 1 and specifier = ''`,
    [M, odds],
  )
}

describe('catalog read path from memory', () => {
  it('never keeps or shares a favourite=true listing: it is the caller’s own', async () => {
    const url = `/api/sportsbook/matches?favourite=true`
    for (let i = 0; i < 2; i++) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-cache']).toBeUndefined()
      expect(res.headers['cache-control']).toBe('private, no-store')
    }
  })

  it('answers a repeated listing from memory with an ETag and a public short-lived Cache-Control', async () => {
    const first = await get(LIST)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBe('miss')
    expect(first.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=10')
    const second = await get(LIST)
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-type']).toMatch(/application\/json/)
  })

  it('sends a repeated listing brotli-compressed, once per entry, to a client that takes it', async () => {
    const plain = await get(LIST)
    const a = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' })
    const b = await get(LIST, { 'accept-encoding': 'br' })
    expect(a.headers['x-cache']).toBe('hit')
    expect(a.headers['content-encoding']).toBe('br')
    expect(a.headers.vary).toBe('accept-encoding')
    expect(brotliDecompressSync(a.rawPayload).toString()).toBe(plain.body)
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true)
    expect(a.headers.etag).toBe(plain.headers.etag)
    // a client without brotli gets the body as it is
    const gzipOnly = await get(LIST, { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBeUndefined()
    expect(gzipOnly.body).toBe(plain.body)
  })

  it('answers one category or league by id from memory too (spec §7 GET /categories/{id}, /tournaments/{id})', async () => {
    for (const url of [
      `/api/sportsbook/categories/${IDS.categories.england}?locale=en`,
      `/api/sportsbook/tournaments/${IDS.tournaments.premierLeague}?locale=en`,
    ]) {
      const first = await get(url)
      expect(first.statusCode).toBe(200)
      const second = await get(url)
      expect(second.headers['x-cache']).toBe('hit')
      expect(second.body).toBe(first.body)
    }
  })

  it('answers 304 to a client that already has the same answer', async () => {
    const { etag } = (await get(LIST)).headers
    const res = await get(LIST, { 'if-none-match': String(etag) })
    expect(res.statusCode).toBe(304)
    expect(res.body).toBe('')
  })

  it('shows an odds change in the next GET once the feed announces it', async () => {
    const before = homeOdds((await get(LIST)).json())
    await setHomeOdds(7.25)
    // Written, not yet announced: a crowd keeps getting the answer in memory (no database work).
    expect(homeOdds((await get(LIST)).json())).toBe(before)
    emit([{ type: 'markets_changed', matchId: M, marketKeys: [{ marketId: 1, specifier: '' }], markets: [] }])
    const after = await get(LIST)
    expect(after.headers['x-cache']).toBe('miss')
    expect(homeOdds(after.json())).toBe(7.25)
    const match = await get(`/api/sportsbook/matches/${M}`)
    expect((match.json() as Match).main_market?.outcomes[0]?.odds).toBe(7.25)
  })

  it('while one request reads the changed listing, the crowd gets the previous answer without waiting', async () => {
    const before = (await get(LIST)).body
    await setHomeOdds(8.5)
    emit([{ type: 'markets_changed', matchId: M, marketKeys: [{ marketId: 1, specifier: '' }], markets: [] }])
    // The database is slow to answer the new read (a lock holds it until released).
    const lock = await app.testDb.pool.connect()
    await lock.query('begin')
    await lock.query('lock table markets in access exclusive mode')
    try {
      const reading = get(LIST)
      await new Promise((r) => setTimeout(r, 100))
      const crowd = await Promise.all([get(LIST), get(LIST, { 'accept-encoding': 'br' })])
      expect(crowd.map((r) => r.headers['x-cache'])).toEqual(['stale', 'stale'])
      expect(crowd[0]?.body).toBe(before)
      await lock.query('commit')
      const fresh = await reading
      expect(fresh.headers['x-cache']).toBe('miss')
      expect(homeOdds(fresh.json())).toBe(8.5)
      expect((await get(LIST)).headers['x-cache']).toBe('hit')
    } finally {
      await lock.query('rollback')
      lock.release()
    }
  })

  it('drops its answers when a provider goes offline or comes back, so listings say it at once', async () => {
    const provider = (active: boolean) =>
      app.inject({ method: 'POST', url: '/api/dev/providers/betradar', payload: { active } })
    const bettable = (res: { json(): MatchPage }) => (res.json().data[0] as Match).bettable
    await get(LIST)
    expect(bettable(await get(LIST))).toBe(true)
    expect((await provider(false)).statusCode).toBe(200)
    const off = await get(LIST)
    expect(off.headers['x-cache']).toBe('miss')
    expect(bettable(off)).toBe(false)
    expect((await provider(true)).statusCode).toBe(200)
    expect(bettable(await get(LIST))).toBe(true)
  })

  it('never caches errors or private reads', async () => {
    expect((await get('/api/sportsbook/matches/999999')).headers['x-cache']).toBeUndefined()
    expect((await get('/api/sportsbook/matches/999999')).statusCode).toBe(404)
    expect((await get('/api/sportsbook/bets')).headers['cache-control'] ?? '').not.toMatch(/public/)
  })
})
