import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowerModulePreloadsStream } from './head-preloads.server.ts'

const ENTRY = '/assets/entry.client-A.js'
const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Wetten – Fußball</title>' +
  `<link rel="modulepreload" href="${ENTRY}" nonce="n"/>` +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/home-C.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/app.css"/></head>'
const body = '<body><p>Tor für <link rel="modulepreload" href="/assets/late.js"/></p></body></html>'

/** The page as React streams it, cut into `size`-byte chunks (a cut may split a character). */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html)
  const out: Buffer[] = []
  const stream = lowerModulePreloadsStream(ENTRY)
  const sink = new PassThrough()
  sink.on('data', (c: Buffer) => out.push(c))
  stream.pipe(sink)
  for (let i = 0; i < bytes.length; i += size) stream.write(bytes.subarray(i, i + size))
  stream.end()
  await new Promise((r) => sink.on('end', r))
  return Buffer.concat(out).toString('utf8')
}

describe('the page head a phone gets first (issue #31, first paint)', () => {
  it('preloads the entry at its normal priority and the route’s other modules at low priority', async () => {
    for (const size of [7, 64, 100_000]) {
      const html = await through(head + body, size)
      expect(html).toContain(`<link rel="modulepreload" href="${ENTRY}" nonce="n"/>`)
      expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/framework-B.js"')
      expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/home-C.js"')
      expect(html.match(/rel="modulepreload" href=/g)).toHaveLength(2) // the entry, and the body's untouched
      expect(html).toContain('Wetten – Fußball')
      expect(html).toContain(body)
    }
  })
})
