// @vitest-environment node
// The Workbox configuration of scripts/service-worker.mjs, and one real generation over a made-up build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateSW } from 'workbox-build'
import { serviceWorkerConfig } from '../../../scripts/service-worker.mjs'

type Rule = { urlPattern: (o: { request: { mode: string }; url: URL; sameOrigin: boolean }) => boolean }
const config = serviceWorkerConfig('/tmp/x') as unknown as {
  runtimeCaching: (Rule & { handler: string; options: { cacheName: string } })[]
}
const ruleFor = (pathname: string, mode = 'no-cors', sameOrigin = true) =>
  config.runtimeCaching.find((r) =>
    r.urlPattern({ request: { mode }, url: new URL(pathname, 'https://bet.example'), sameOrigin }),
  )

describe('the service worker', () => {
  it('asks the network first for every page (fresh prices, the right brand and locale); the copy is for offline', () => {
    expect(ruleFor('/de/sports', 'navigate')).toMatchObject({ handler: 'NetworkFirst' })
    expect(ruleFor('/i18n/de.0123456789ab.js')).toMatchObject({ handler: 'CacheFirst' })
    expect(ruleFor('/manifest.webmanifest')).toMatchObject({ handler: 'StaleWhileRevalidate' })
  })

  it('leaves the APIs, data requests and other origins to the network alone', () => {
    for (const p of [
      '/api/sportsbook/bets',
      '/api/platform/player',
      '/sports.data',
      '/api/connection/websocket',
    ])
      expect(ruleFor(p)).toBeUndefined()
    expect(ruleFor('/i18n/de.0123456789ab.js', 'no-cors', false)).toBeUndefined()
  })

  it('precaches the hashed assets of the build, not its pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets', 'entry.client-abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dir, 'assets', 'app-def456.css'), 'body{}')
    fs.writeFileSync(path.join(dir, 'assets', 'entry.client-abc123.js.br'), 'x')
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>')
    const { count } = await generateSW({ ...serviceWorkerConfig(dir), mode: 'development' })
    expect(count).toBe(2)
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')
    expect(sw).toContain('assets/entry.client-abc123.js')
    expect(sw).not.toMatch(/"url": "index\.html"/)
    expect(sw).toContain('NetworkFirst')
    fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})
