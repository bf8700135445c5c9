// The image proxy (spec §9) through the whole app: our crests and an allowed origin's images come back
// as avif/webp at listed widths with long caching; anything else is a catalogue error, never a 500.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { imageProxyPath } from '@sportsbook/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { buildWorld } from '../../src/modules/feed/world.ts'
import { AVIF_QUALITY, MAX_SOURCE_BYTES, WEBP_QUALITY } from '../../src/modules/images/constants.ts'
import { testConfig } from '../helpers/build-app.ts'
import { createTestDb } from '../helpers/test-db.ts'

const API = '/api/sportsbook'
const team = buildWorld(42)[0]!.teams[0]!.competitor
const crest = team.logo!
const proxied = (src: string, width: number | string, format: string) =>
  `${API}/images/${width}/${format}?src=${encodeURIComponent(src)}`

// An operator's CDN: a photo, and every way a source can go wrong.
const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2266aa' } })
  .png()
  .toBuffer()
const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
  .png()
  .toBuffer()
const cdn = http.createServer((req, res) => {
  const path = req.url?.split('?')[0]
  const send = (type: string, body: Buffer | string) => res.writeHead(200, { 'content-type': type }).end(body)
  if (path === '/photo.png') return send('image/png', photo)
  if (path === '/bomb.png') return send('image/png', bomb)
  if (path === '/huge.png') return send('image/png', Buffer.alloc(MAX_SOURCE_BYTES + 1))
  if (path === '/page.html') return send('text/html', '<p>hi</p>')
  if (path === '/logo.svg') return send('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
  if (path === '/moved.png') return res.writeHead(302, { location: 'http://169.254.169.254/' }).end()
  return res.writeHead(404).end()
})
await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`

const testDb = await createTestDb()
const app = await buildApp({ config: { ...testConfig, images: { sourceOrigins: [origin] } }, db: testDb.db })
afterAll(async () => {
  await app.close()
  await new Promise((r) => cdn.close(r))
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const errorCode = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error.code

describe('the demo crests', () => {
  it('are what the feed gives competitors as logo, served as SVG with long caching', async () => {
    expect(crest).toMatch(/^\/api\/sportsbook\/assets\/crests\/[A-Z0-9]{1,3}-[0-9a-f]{6}\.svg$/)
    const res = await get(crest)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(res.rawPayload).metadata()).format).toBe('svg')
  })

  it('are one per team and the same on every start', () => {
    const again = buildWorld(42)[0]!.teams.map((t) => t.competitor.logo)
    expect(again[0]).toBe(crest)
    expect(new Set(again).size).toBe(again.length)
  })

  it('answers an unknown crest 404', async () => {
    const res = await get(`${API}/assets/crests/not-a-crest.svg`)
    expect(res.statusCode).toBe(404)
    expect(errorCode(res)).toBe('not_found')
  })
})

describe('GET /images/{width}/{format}?src=', () => {
  it('encodes a crest as avif at the width asked, and its 2x variant', async () => {
    for (const width of [48, 96]) {
      const res = await get(proxied(crest, width, 'avif'))
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/avif')
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width, height: width })
    }
  })

  it('encodes webp, at the spec qualities (avif 65, webp 70)', async () => {
    const res = await get(proxied(crest, 64, 'webp'))
    expect(res.headers['content-type']).toBe('image/webp')
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64 })
    expect([AVIF_QUALITY, WEBP_QUALITY]).toEqual([65, 70])
    const svg = (await get(crest)).rawPayload
    const expected = await sharp(svg, { density: (72 * 64) / 128 })
      .resize({ width: 64 })
      .webp({ quality: 70 })
      .toBuffer()
    expect(Buffer.compare(res.rawPayload, expected)).toBe(0)
  })

  it('is cached for a year with an ETag, and a revalidation is 304 without a body', async () => {
    const url = proxied(crest, 32, 'webp')
    const first = await get(url)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get(url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.byteLength).toBe(0)
    expect((await get(proxied(crest, 32, 'avif'))).headers.etag).not.toBe(etag)
  })

  it('encodes a variant once for a crowd asking at the same time', async () => {
    const before = app.images.cacheSize().entries
    const url = proxied(crest, 80, 'avif')
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)))
    expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1)
    expect(app.images.cacheSize().entries).toBe(before + 1)
  })

  it('proxies an allowed origin, never enlarging a smaller source', async () => {
    const res = await get(proxied(`${origin}/photo.png`, 128, 'webp'))
    expect(res.statusCode).toBe(200)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 85 })
    const big = await get(proxied(`${origin}/photo.png`, 640, 'avif'))
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 })
  })

  it('takes the URLs the web writes: slashes left as they are, a source with its own query', async () => {
    const src = `${origin}/photo.png?v=2&size=full`
    const url = `${API}${imageProxyPath(src, 64, 'avif')}`
    expect(url).toContain(`src=${origin}/photo.png%3Fv%3D2%26size%3Dfull`)
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 64 })
  })

  it.each([
    ['an unlisted width', proxied(crest, 50, 'avif'), 400, 'invalid_params'],
    ['a width that is not a number', proxied(crest, 'big', 'avif'), 400, 'invalid_params'],
    ['an unknown format', proxied(crest, 48, 'png'), 400, 'invalid_params'],
    ['no source', `${API}/images/48/avif`, 400, 'invalid_params'],
    ['an unknown crest', proxied(`${API}/assets/crests/XYZ.svg`, 48, 'avif'), 404, 'not_found'],
    ['a path outside our assets', proxied('/etc/passwd', 48, 'avif'), 403, 'image_source_not_allowed'],
    ['a cloud metadata address', proxied('http://169.254.169.254/latest/meta-data', 48, 'webp'), 403, 'image_source_not_allowed'],
    ['a file URL', proxied('file:///etc/passwd', 48, 'webp'), 403, 'image_source_not_allowed'],
    ['credentials in the URL', proxied(`${origin.replace('//', '//u:p@')}/photo.png`, 48, 'webp'), 403, 'image_source_not_allowed'],
    ['a missing remote image', proxied(`${origin}/gone.png`, 48, 'webp'), 404, 'not_found'],
    ['a redirect (never followed)', proxied(`${origin}/moved.png`, 48, 'webp'), 502, 'image_source_unavailable'],
    ['a page instead of an image', proxied(`${origin}/page.html`, 48, 'webp'), 422, 'image_unreadable'],
    ['a remote SVG', proxied(`${origin}/logo.svg`, 48, 'webp'), 422, 'image_unreadable'],
    ['a source over the byte cap', proxied(`${origin}/huge.png`, 48, 'webp'), 422, 'image_too_large'],
    ['a source over the pixel cap', proxied(`${origin}/bomb.png`, 48, 'webp'), 422, 'image_too_large'],
  ])('refuses %s with a catalogue error, never cached', async (_what, url, status, code) => {
    const res = await get(url)
    expect(res.statusCode).toBe(status)
    expect(errorCode(res)).toBe(code)
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/)
  })
})

beforeAll(() => {
  expect(team.name).not.toBe('')
})
