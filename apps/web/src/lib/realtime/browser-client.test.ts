import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSubscriptionToken, realtimeUrl } from './browser-client.ts'
import { jsonResponse as json } from '~/testing/fixtures.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'sb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('fetchSubscriptionToken', () => {
  it('POSTs the channel to /websocket/authorize with credentials and CSRF, and returns its token', async () => {
    document.cookie = 'sb_csrf=csrf1'
    const fetchMock = vi.fn(async () =>
      json(200, { channels: [{ channel: '$private:en:42', token: 'jwt-42' }] }),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await fetchSubscriptionToken('$private:en:42')).toBe('jwt-42')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/sportsbook/websocket/authorize')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf1')
    expect(JSON.parse(init.body as string)).toEqual({ channels: ['$private:en:42'] })
  })

  it("answers '' when the channel is not granted or the session is gone", async () => {
    vi.stubGlobal('fetch', async () => json(200, { channels: [] }))
    expect(await fetchSubscriptionToken('$private:en:7')).toBe('')
    vi.stubGlobal('fetch', async () => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    expect(await fetchSubscriptionToken('$private:en:7')).toBe('')
  })

  it('throws on other failures so centrifuge retries', async () => {
    vi.stubGlobal('fetch', async () => json(503, { error: { code: 'internal_error', message: 'down' } }))
    await expect(fetchSubscriptionToken('$private:en:7')).rejects.toThrow()
  })
})

describe('realtimeUrl', () => {
  it('is the page origin with ws/wss and the proxied path unless the operator names a realtime host', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'bet.example.com' })).toBe(
      'wss://bet.example.com/connection/websocket',
    )
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' }, null)).toBe(
      'ws://localhost:3000/connection/websocket',
    )
    expect(realtimeUrl({ protocol: 'https:', host: 'bet.example.com' }, 'wss://rt.example.com/ws')).toBe(
      'wss://rt.example.com/ws',
    )
  })
})
