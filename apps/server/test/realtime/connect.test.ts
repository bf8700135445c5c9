// Conformance, connection part (reference §15 items 1-4, 14, 16-18): the real centrifuge client and
// a raw socket against the embedded server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UnauthorizedError } from 'centrifuge'
import {
  client,
  closed,
  disconnectAll,
  frames,
  next,
  rawSocket,
  record,
  startServer,
  type TestServer,
} from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(() => disconnectAll())

const tokens = () => server.app.realtime.tokens

describe('connect', () => {
  it('connects with a valid token and reports a client id', async () => {
    const c = client(server, { token: await tokens().signConnection('42') })
    c.connect()
    const ctx = await next<{ client: string; transport: string }>(c, 'connected')
    expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/)
    expect(ctx.transport).toBe('websocket')
  })

  it('connects an anonymous visitor with an empty-sub token', async () => {
    const c = client(server, { token: await tokens().signConnection('') })
    c.connect()
    await next(c, 'connected')
    expect(server.app.realtime.hub.stats().connections).toBeGreaterThan(0)
  })

  it('refuses a connect without any token as unauthorized (101, no reconnect)', async () => {
    const c = client(server)
    c.connect()
    const ctx = await next<{ code: number }>(c, 'disconnected')
    expect(ctx.code).toBe(101)
  })

  it('closes with 3500 on a bad signature and does not reconnect', async () => {
    const good = await tokens().signConnection('42')
    const forged = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    const c = client(server, { token: forged })
    const connecting = record(c, 'connecting')
    c.connect()
    const ctx = await next<{ code: number; reason: string }>(c, 'disconnected')
    expect(ctx).toMatchObject({ code: 3500, reason: 'invalid token' })
    await new Promise((r) => setTimeout(r, 300))
    expect(connecting).toHaveLength(1)
    expect(c.state).toBe('disconnected')
  })

  it('answers an expired token with 109, so the client fetches a new one and connects', async () => {
    const expired = await tokens().signConnection('42', -10)
    let calls = 0
    const c = client(server, {
      token: expired,
      getToken: async () => {
        calls++
        return tokens().signConnection('42')
      },
    })
    const errors = record<{ error: { code: number } }>(c, 'error')
    c.connect()
    await next(c, 'connected')
    expect(errors[0]?.error.code).toBe(109)
    expect(calls).toBe(1)
  })

  it('goes disconnected with code 1 when getToken throws UnauthorizedError', async () => {
    const c = client(server, {
      getToken: async () => {
        throw new UnauthorizedError('signed out')
      },
    })
    c.connect()
    const ctx = await next<{ code: number }>(c, 'disconnected')
    expect(ctx.code).toBe(1)
  })
})

describe('connection refresh', () => {
  it('refreshes an expiring token through getToken and stays connected', async () => {
    let calls = 0
    const c = client(server, {
      getToken: async () => {
        calls++
        return tokens().signConnection('42', 2)
      },
    })
    const disconnects = record(c, 'connecting')
    c.connect()
    await next(c, 'connected')
    // The client refreshes after ttl (2 s); without that the server would close at 2 s + 1.2 s grace.
    await new Promise((r) => setTimeout(r, 4_500))
    expect(calls).toBeGreaterThanOrEqual(2)
    expect(c.state).toBe('connected')
    expect(disconnects).toHaveLength(1)
  })

  it('closes 3005 when the token expires without a refresh', async () => {
    const ws = await rawSocket(server)
    const token = await tokens().signConnection('42', 1)
    const seen = frames(ws)
    ws.send(JSON.stringify({ connect: { token }, id: 1 }))
    ws.on('message', (d) => d.toString() === '{}' && ws.send('{}'))
    const c = await closed(ws, 4_500)
    expect(seen[0]).toMatchObject({ id: 1, connect: { expires: true, ttl: 1, ping: 1, pong: true } })
    expect(c).toEqual({ code: 3005, reason: 'connection expired' })
  })

  it('closes 3500 when a refresh names another user', async () => {
    const ws = await rawSocket(server)
    const seen = frames(ws)
    ws.send(JSON.stringify({ connect: { token: await tokens().signConnection('42', 60) }, id: 1 }))
    ws.send(JSON.stringify({ refresh: { token: await tokens().signConnection('43', 60) }, id: 2 }))
    expect(await closed(ws)).toEqual({ code: 3500, reason: 'invalid token' })
    expect(seen).toHaveLength(1)
  })
})

describe('ping and pong', () => {
  it('keeps a client that answers pings connected across several intervals', async () => {
    const c = client(server, { token: await tokens().signConnection('42'), maxServerPingDelay: 500 })
    const connecting = record(c, 'connecting')
    c.connect()
    await next(c, 'connected')
    await new Promise((r) => setTimeout(r, 3_200))
    expect(c.state).toBe('connected')
    expect(connecting).toHaveLength(1)
  })

  it('closes 3012 when the pong does not come', async () => {
    const ws = await rawSocket(server)
    const seen = frames(ws)
    ws.send(JSON.stringify({ connect: { token: await tokens().signConnection('42') }, id: 1 }))
    const c = await closed(ws, 4_000)
    expect(c).toEqual({ code: 3012, reason: 'no pong' })
    expect(seen.at(-1)).toEqual({})
  })
})

describe('protocol edge cases (raw socket)', () => {
  it('answers a batched connect and subscribes in order', async () => {
    const ws = await rawSocket(server)
    const seen = frames(ws)
    const token = await tokens().signConnection('')
    ws.send(
      [
        JSON.stringify({ connect: { token, name: 'js' }, id: 1 }),
        JSON.stringify({ subscribe: { channel: 'public:en', flag: 1 }, id: 2 }),
        JSON.stringify({ subscribe: { channel: 'match:en:7', flag: 1 }, id: 3 }),
        JSON.stringify({ subscribe: { channel: 'public:en' }, id: 4 }),
        JSON.stringify({ unsubscribe: { channel: 'public:de' }, id: 5 }),
        JSON.stringify({ subscribe: { channel: 'nope:en' }, id: 6 }),
        JSON.stringify({ rpc: { method: 'x' }, id: 7 }),
      ].join('\n'),
    )
    await new Promise<void>((r) => ws.on('message', () => seen.length >= 7 && r()))
    expect(seen.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(seen[1]).toMatchObject({ subscribe: { recoverable: true, positioned: true, offset: 0 } })
    expect(seen[3]).toEqual({ id: 4, error: { code: 105, message: 'already subscribed' } })
    expect(seen[4]).toEqual({ id: 5, unsubscribe: {} })
    expect(seen[5]).toEqual({ id: 6, error: { code: 102, message: 'unknown channel' } })
    expect(seen[6]).toEqual({ id: 7, error: { code: 104, message: 'method not found' } })
    ws.close()
  })

  it('closes 3501 on a command before connect', async () => {
    const ws = await rawSocket(server)
    ws.send(JSON.stringify({ subscribe: { channel: 'public:en' }, id: 1 }))
    expect(await closed(ws)).toEqual({ code: 3501, reason: 'bad request' })
  })

  it('closes 3501 on invalid JSON', async () => {
    const ws = await rawSocket(server)
    ws.send('{"connect":')
    expect(await closed(ws)).toEqual({ code: 3501, reason: 'bad request' })
  })

  it('closes 3502 when no connect arrives in time', async () => {
    const ws = await rawSocket(server)
    expect(await closed(ws, 3_000)).toEqual({ code: 3502, reason: 'stale' })
  })
})
