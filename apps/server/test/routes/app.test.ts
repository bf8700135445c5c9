import { sql } from 'drizzle-orm'
import type { Health } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'

const app = await build({ fixtures: false })

describe('health', () => {
  it.each(['/health', '/api/sportsbook/health'])('%s reports the database and feed', async (url) => {
    const { status, body } = await getJson<Health>(app, url)
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'ok', database: 'up', feed: 'stopped' })
    expect(body.uptime_s).toBeGreaterThanOrEqual(0)
  })
})

describe('routing', () => {
  it('ignores a trailing slash, as proxies may add one', async () => {
    expect((await app.inject('/api/sportsbook/sports/')).statusCode).toBe(200)
  })

  it('answers HEAD on GET routes', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200)
  })
})

describe('errors', () => {
  it('answers unknown routes with 404 not_found in the error shape', async () => {
    const res = await app.inject('/api/sportsbook/nope')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'Route GET /api/sportsbook/nope not found' },
    })
  })

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/sportsbook/matches/1' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toContain('GET')
    expect(res.json().error.code).toBe('method_not_allowed')
  })

  it('answers a malformed JSON body to a GET-only path with 4xx, never 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/sports',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json().error.code).toBeTypeOf('string')
  })

  it('answers a database data exception (a value out of range) as 400, not 500', async () => {
    const strict = await build({ fixtures: false })
    strict.get('/range', async () => strict.db.execute(sql`select ${'2147483648'}::int`))
    const res = await strict.inject('/range')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_params')
  })

  it('hides internals of unexpected failures behind internal_error', async () => {
    const broken = await build({ fixtures: false })
    broken.get('/boom', async () => {
      throw new Error('secret connection string postgres://u:p@h/db')
    })
    const res = await broken.inject('/boom')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } })
  })
})

describe('OpenAPI', () => {
  it('serves a document generated from the contract schemas', async () => {
    const { status, body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>(
      app,
      '/api/sportsbook/openapi.json',
    )
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/sportsbook/sports',
        '/api/sportsbook/categories/{id}',
        '/api/sportsbook/tournaments',
        '/api/sportsbook/matches',
        '/api/sportsbook/matches/{id}',
        '/api/sportsbook/matches/{id}/markets',
        '/api/sportsbook/search',
        '/api/sportsbook/images/{width}/{format}',
        '/health',
      ]),
    )
    expect(JSON.stringify(body.paths['/api/sportsbook/matches'])).toContain('max_per_sport')
  })

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app.inject('/api/docs/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
