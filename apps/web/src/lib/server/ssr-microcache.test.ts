// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { allowOwnServer } from '~/testing/network-guard.ts'
import { ssrMicrocache } from '../../../ssr-microcache.mjs'

const NONCE = 'x-test-nonce'
let server: http.Server | undefined
afterEach(() => server?.close())

/**
 * A web server like server.mjs: compression, a nonce per request, the cache, then a "render" that
 * counts itself and prints its nonce and a render number. `page` answers what the render sends.
 */
async function start(
  clock: { t: number },
  page: (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void = (n, _req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-from-render', 'yes')
    res.write(`<script nonce="__N__">render ${n}</script>`)
    res.end(`<p>${'é'.repeat(2000)}</p>`)
  },
) {
  let renders = 0
  let nonces = 0
  const cache = ssrMicrocache({ nonceHeader: NONCE, now: () => clock.t })
  const compress = compression()
  server = http.createServer((req, res) => {
    const r = Object.assign(req, { path: new URL(req.url!, 'http://x').pathname, originalUrl: req.url! })
    compress(r as never, res as never, () => {
      const nonce = `nonce${++nonces}`
      req.headers[NONCE] = nonce
      res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`)
      cache(r, res, () => {
        renders += 1
        const write = res.write.bind(res)
        // the render prints the nonce of its own request
        res.write = ((c: string, ...rest: never[]) => write(c.replace('__N__', nonce), ...rest)) as never
        page(renders, req, res)
      })
    })
  })
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  allowOwnServer(server)
  const { port } = server.address() as AddressInfo
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers }).then(async (res) => ({
      status: res.status,
      csp: res.headers.get('content-security-policy') ?? '',
      cache: res.headers.get('x-ssr-cache'),
      fromRender: res.headers.get('x-from-render'),
      body: await res.text(),
    }))
  const head = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD' })
  return { get, head, renders: () => renders, url: `http://127.0.0.1:${port}` }
}

describe('ssrMicrocache', () => {
  it('serves a page rendered under a second ago to the next visitor, with that visitor’s own nonce', async () => {
    const clock = { t: 0 }
    const s = await start(clock)
    const first = await s.get('/sports', { 'accept-encoding': 'br' })
    expect(first.body).toContain('<script nonce="nonce1">render 1</script>')
    clock.t = 900
    const second = await s.get('/sports', { 'accept-encoding': 'gzip' })
    expect(s.renders()).toBe(1)
    expect(second.cache).toBe('hit')
    expect(second.fromRender).toBe('yes')
    // the copy carries the nonce its CSP header allows, never the first visitor's
    expect(second.csp).toBe("script-src 'nonce-nonce2'")
    expect(second.body).toContain('<script nonce="nonce2">render 1</script>')
    expect(second.body).not.toContain('nonce1')
    expect(second.body).toContain('é'.repeat(2000))
  })

  it('compresses a copy once: each visitor’s gzip carries their nonce; a client without gzip gets it plain', async () => {
    const clock = { t: 0 }
    const s = await start(clock)
    await s.get('/sports')
    const raw = await Promise.all(
      ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', 'identity'].map((enc) =>
        fetch(`${s.url}/sports`, { headers: { 'accept-encoding': enc } }),
      ),
    )
    expect(raw.map((r) => r.headers.get('content-encoding'))).toEqual(['gzip', 'gzip', null])
    expect(raw.every((r) => /accept-encoding/i.test(r.headers.get('vary') ?? ''))).toBe(true)
    const bodies = await Promise.all(raw.map((r) => r.text()))
    bodies.forEach((body, i) => {
      expect(body).toBe(`<script nonce="nonce${i + 2}">render 1</script><p>${'é'.repeat(2000)}</p>`)
    })
    expect(s.renders()).toBe(1)
  })

  it('renders again once the copy is a second old; another URL, host, theme or consent is another page', async () => {
    const clock = { t: 0 }
    const s = await start(clock)
    await s.get('/sports')
    clock.t = 1000
    expect((await s.get('/sports')).body).toContain('render 2')
    await s.get('/sports/live')
    await s.get('/sports?time=3h')
    await s.get('/sports', { cookie: 'sb_theme=light' })
    expect(s.renders()).toBe(5)
    // the consent banner is server-rendered for a visitor without the cookie only
    expect((await s.get('/sports', { cookie: 'cookie_consent=all; sb_theme=light' })).cache).not.toBe('hit')
    expect(s.renders()).toBe(6)
    // other cookies do not change what the server renders
    expect(
      (await s.get('/sports', { cookie: 'device_id=d1; cookie_consent=all; sb_theme=light' })).cache,
    ).toBe('hit')
    expect(s.renders()).toBe(6)
  })

  it('never keeps the empty answer to a HEAD request as the page', async () => {
    const clock = { t: 0 }
    const s = await start(clock, (n, req, res) => {
      res.setHeader('content-type', 'text/html')
      res.end(req.method === 'HEAD' ? undefined : `render ${n}`)
    })
    expect((await s.head('/sports')).status).toBe(200)
    expect((await s.get('/sports')).body).toBe('render 2')
    expect((await s.get('/sports')).body).toBe('render 2')
  })

  it('shares only a 200 HTML page that sets no cookie; data, API and asset requests pass through', async () => {
    const clock = { t: 0 }
    const s = await start(clock, (n, req, res) => {
      if (req.url === '/gone') res.statusCode = 404
      if (req.url === '/cookie') res.setHeader('set-cookie', 'aff=1')
      res.setHeader('content-type', req.url === '/sports/live.data' ? 'text/x-script' : 'text/html')
      res.end(`render ${n}`)
    })
    for (const path of ['/gone', '/cookie', '/sports/live.data', '/api/sportsbook/sports', '/assets/a.js']) {
      await s.get(path)
      await s.get(path)
    }
    expect(s.renders()).toBe(10)
  })

  it('while one visitor renders an expired page, the others get the previous copy (one render at a time)', async () => {
    const clock = { t: 0 }
    let release: () => void = () => {}
    const s = await start(clock, (n, _req, res) => {
      res.setHeader('content-type', 'text/html')
      if (n === 1) return void res.end('render 1')
      res.write('<p>render 2 ')
      new Promise<void>((r) => (release = r)).then(() => res.end('done</p>'))
    })
    await s.get('/sports')
    clock.t = 1500
    const slow = s.get('/sports')
    await new Promise((r) => setTimeout(r, 50))
    const meanwhile = await Promise.all([s.get('/sports'), s.get('/sports')])
    expect(meanwhile.map((p) => p.body)).toEqual(['render 1', 'render 1'])
    release()
    expect((await slow).body).toBe('<p>render 2 done</p>')
    expect((await s.get('/sports')).body).toBe('<p>render 2 done</p>')
    expect(s.renders()).toBe(2)
  })
})
