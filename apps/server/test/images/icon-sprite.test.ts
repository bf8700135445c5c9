// GET /icons.svg?version (spec §7): the sport icon sprite the web injects once, one symbol per sport
// the feed offers and a generic `other`, cached a day and revalidated by ETag.
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { SPORTS } from '../../src/modules/feed/catalog.ts'
import { testConfig } from '../helpers/build-app.ts'
import { createTestDb } from '../helpers/test-db.ts'

const testDb = await createTestDb()
const app = await buildApp({ config: testConfig, db: testDb.db })
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /icons.svg', () => {
  it('draws every sport of the catalogue and a generic icon, as an SVG sprite', async () => {
    const res = await get('/api/sportsbook/icons.svg?version=1.4.0')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const ids = [...res.body.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(expect.arrayContaining([...SPORTS.map((s) => s.key), 'other']))
    expect(res.body).not.toMatch(/<script|on\w+=/i)
  })

  it('answers a revalidation by ETag with 304, whatever version asks', async () => {
    const first = await get('/api/sportsbook/icons.svg?version=1')
    const again = await get('/api/sportsbook/icons.svg?version=2', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('refuses a version that is not a version with the catalogue error', async () => {
    const res = await get(`/api/sportsbook/icons.svg?version=${'9'.repeat(65)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_params')
  })
})
