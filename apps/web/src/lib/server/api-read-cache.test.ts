// @vitest-environment node
import http from 'node:http'
import express from 'express'
import { expect, it } from 'vitest'
import { createApiProxy } from '../../../api-proxy.mjs'
import { API_READ_CACHE_MAX_AGE_MS, createApiReadCache } from '../../../api-read-cache.mjs'
import { listen } from '~/testing/own-server.ts'

/** An API answering each path with the headers the test names, counting what reaches it. */
async function stack() {
  const seen: string[] = []
  let n = 0
  const backend = await listen((req, res) => {
    seen.push(req.url!)
    const url = new URL(req.url!, 'http://api')
    const cc = url.searchParams.get('cc') ?? 'public, max-age=1, stale-while-revalidate=10'
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', cc)
    res.setHeader('etag', `"v${++n}"`)
    res.setHeader('vary', url.searchParams.get('vary') ?? 'accept-encoding')
    if (url.searchParams.has('cookie')) res.setHeader('set-cookie', 'sid=1')
    res.end(JSON.stringify({ n, who: req.headers.cookie ?? 'anonymous' }))
  })
  let t = 1_000_000
  const cache = createApiReadCache({ now: () => t })
  const app = express()
  app.use(cache.middleware)
  app.use(createApiProxy(backend, backend, { onResponse: cache.offer }).proxy)
  const web = await listen(app)
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(`${web}${path}`, { headers })
    return { status: r.status, etag: r.headers.get('etag'), body: r.status === 200 ? await r.json() : null }
  }
  const status = (path: string, headers: Record<string, string>) =>
    new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${web}${path}`, { headers }, (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        .on('error', reject),
    )
  return { seen, get, status, advance: (ms: number) => (t += ms) }
}

it('answers a public read again from memory while the API says it is fresh, then asks the API again', async () => {
  const s = await stack()
  const first = await s.get('/api/sportsbook/matches?limit=20')
  const again = await s.get('/api/sportsbook/matches?limit=20')
  expect(again).toEqual(first)
  // Browsers send `max-age=0` with every fetch of the page (cache: 'no-cache'): still a hit.
  expect(await s.get('/api/sportsbook/matches?limit=20', { 'cache-control': 'max-age=0' })).toEqual(first)
  expect(s.seen).toHaveLength(1)
  // The API's ETag still answers a revalidation with 304 (a browser's HTTP cache adds If-None-Match
  // itself; fetch() given one by hand would add `no-cache` too, so plain http here).
  const ae = { 'accept-encoding': 'identity' }
  await s.get('/api/sportsbook/matches?limit=20', ae)
  const tag = (await s.get('/api/sportsbook/matches?limit=20', ae)).etag!
  expect(await s.status('/api/sportsbook/matches?limit=20', { ...ae, 'if-none-match': tag })).toBe(304)
  // A hard reload asks the API.
  expect((await s.get('/api/sportsbook/matches?limit=20', { 'cache-control': 'no-cache' })).body.n).toBe(3)
  s.advance(API_READ_CACHE_MAX_AGE_MS)
  expect((await s.get('/api/sportsbook/matches?limit=20')).body.n).toBe(4)
  expect(s.seen).toHaveLength(4)
})

it('never keeps a signed-in player’s answer, nor one the API does not mark public or that sets a cookie', async () => {
  const s = await stack()
  const player = { cookie: 'session=alice' }
  const mine = await s.get('/api/sportsbook/matches?favourite=true', player)
  expect(mine.body.who).toBe('session=alice')
  // Another visitor at the same URL reaches the API and never sees Alice's answer.
  expect((await s.get('/api/sportsbook/matches?favourite=true')).body.who).toBe('anonymous')
  for (const path of [
    '/api/me?cc=private,%20max-age=60',
    '/api/x?cc=no-store',
    '/api/y?cookie=1',
    '/api/z?vary=cookie',
  ]) {
    await s.get(path)
    await s.get(path)
  }
  expect(s.seen).toHaveLength(2 + 8)
})

it('keeps the answer to a visitor whose only cookies are the display ones (theme, consent)', async () => {
  const s = await stack()
  const visitor = { cookie: 'sb_theme=dark; cookie_consent=necessary' }
  const first = await s.get('/api/sportsbook/sports', visitor)
  expect(await s.get('/api/sportsbook/sports', visitor)).toEqual(first)
  expect(s.seen).toHaveLength(1)
  // A device id (or any other cookie) is a credential: that answer is not kept.
  await s.get('/api/sportsbook/tournaments', { cookie: 'cookie_consent=all; device_id=abc' })
  await s.get('/api/sportsbook/tournaments', { cookie: 'cookie_consent=all; device_id=abc' })
  expect(s.seen).toHaveLength(3)
})

it('keeps one answer per Accept-Encoding, shared with signed-in readers of the same public URL', async () => {
  const s = await stack()
  const br = await s.get('/api/sportsbook/sports', { 'accept-encoding': 'br' })
  const plain = await s.get('/api/sportsbook/sports', { 'accept-encoding': 'identity' })
  expect(br.body.n).not.toBe(plain.body.n)
  expect(
    (await s.get('/api/sportsbook/sports', { 'accept-encoding': 'br', cookie: 'session=bob' })).body,
  ).toEqual(br.body)
  expect(s.seen).toHaveLength(2)
})
