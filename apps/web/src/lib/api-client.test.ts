import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiGet, apiSend } from './api-client.ts'
import { FRESH_READS_AFTER_LIVE_MS, markLiveData } from './live/fresh-reads.ts'
import { onUnauthorized } from './session/session-events.ts'
import { jsonResponse as json } from '~/testing/fixtures.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'sb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('the API client: reads just after live data', () => {
  it('asks for a fresh copy (past the web server read cache) within a second of a publication or resync', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    const schema = z.object({ ok: z.boolean() })
    const cacheControl = (i: number) =>
      ((fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
        'cache-control'
      ]
    markLiveData(Date.now() - FRESH_READS_AFTER_LIVE_MS)
    await apiGet('/matches', schema)
    expect(cacheControl(0)).toBeUndefined()
    markLiveData()
    await apiGet('/matches', schema)
    expect(cacheControl(1)).toBe('no-cache')
  })
})

describe('the API client: apiSend', () => {
  it('sends the CSRF cookie back as a header on writes, with credentials', async () => {
    document.cookie = 'sb_csrf=tok123'
    const fetchMock = vi.fn(async () => json(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await apiSend('POST', '/users/sign_in', z.object({ ok: z.boolean() }), {
      api: 'platform',
      body: { a: 1 },
    })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/platform/users/sign_in')
    expect(init.credentials).toBe('include')
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok123')
    expect(init.body).toBe('{"a":1}')
    // Spec §7: the Platform API hears which app and version call it; the Sportsbook API does not.
    expect(init.headers).toMatchObject({ 'X-App-Name': 'sportsbook-web', 'X-App-Version': '0.0.0' })
    await apiSend('POST', '/bets', z.object({ ok: z.boolean() }), { body: {} })
    const [, sportsbook] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(sportsbook.headers).not.toHaveProperty('X-App-Name')
  })

  it('carries field issues of invalid_params', async () => {
    const issues = [{ path: 'user.email', message: 'must be an email address' }]
    vi.stubGlobal('fetch', async () =>
      json(400, { error: { code: 'invalid_params', message: 'bad', issues } }),
    )
    const error = await apiSend('POST', '/users', z.unknown(), { api: 'platform' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).issues).toEqual(issues)
  })

  it('tells the session a 401 expired it, unless the caller expects a 401', async () => {
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    vi.stubGlobal('fetch', async () => json(401, { error: { code: 'unauthorized', message: 'no' } }))
    await apiSend('GET', '/bets', z.unknown()).catch(() => {})
    expect(listener).toHaveBeenCalledOnce()
    await apiSend('GET', '/player', z.unknown(), { expectUnauthorized: true }).catch(() => {})
    expect(listener).toHaveBeenCalledOnce()
    off()
  })
})

describe('the API client: apiGet (public reads)', () => {
  it('fails with the same error as a write: code, field issues and Retry-After', async () => {
    const issues = [{ path: 'query.date', message: 'must be a day' }]
    const body = JSON.stringify({ error: { code: 'invalid_params', message: 'slow down', issues } })
    vi.stubGlobal('fetch', async () => new Response(body, { status: 429, headers: { 'retry-after': '7' } }))
    const error = await apiGet('/matches', z.unknown()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, code: 'invalid_params', issues, retryAfterS: 7 })
  })

  it('revalidates in the browser and never tells the session a 401 expired it', async () => {
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    const fetchMock = vi.fn(async () => json(401, { error: { code: 'unauthorized', message: 'no' } }))
    vi.stubGlobal('fetch', fetchMock)
    await apiGet('/sports', z.unknown()).catch(() => {})
    expect(listener).not.toHaveBeenCalled()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/sportsbook/sports')
    expect(init.cache).toBe('no-cache')
    off()
  })
})
