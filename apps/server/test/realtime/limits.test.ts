// Protection of the server (reference §14.1 items 1 and 11): incoming message size limit and slow
// consumers, each with the close code the client understands.
import { afterEach, describe, expect, it } from 'vitest'
import { matchChannel } from '@sportsbook/contract'
import WebSocket from 'ws'
import {
  client,
  closed,
  disconnectAll,
  next,
  rawSocket,
  startServer,
  until,
  type TestServer,
} from './helpers.ts'

const servers: TestServer[] = []
afterEach(async () => {
  disconnectAll()
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

describe('limits', () => {
  it('closes 1009 on a message over the size limit; the client stops with "message size limit exceeded"', async () => {
    const s = await startServer({ maxMessageBytes: 1024 })
    servers.push(s)
    const c = client(s, { token: await s.app.realtime.tokens.signConnection('') })
    c.connect()
    await next(c, 'connected')
    const disconnected = next<{ code: number }>(c, 'disconnected')
    await c.send({ blob: 'x'.repeat(4096) })
    expect((await disconnected).code).toBe(3)
  })

  it('closes a client that does not read with 3008 "slow" instead of buffering without bound', async () => {
    const s = await startServer({ maxBufferedBytes: 256 * 1024, pingIntervalMs: 60_000 })
    servers.push(s)
    const ch = matchChannel('en', 1)
    const ws = await rawSocket(s)
    const replies: string[] = []
    ws.on('message', (d) => replies.push(d.toString()))
    ws.send(
      JSON.stringify({ connect: { token: await s.app.realtime.tokens.signConnection('') }, id: 1 }) +
        '\n' +
        JSON.stringify({ subscribe: { channel: ch }, id: 2 }),
    )
    await until(() => replies.length >= 2)
    ws.pause()
    const blob = 'x'.repeat(64 * 1024)
    const hub = s.app.realtime.hub
    for (let i = 0; i < 2_000 && hub.stats().connections > 0; i++) {
      hub.publish(ch, { blob })
      if (i % 8 === 0) await new Promise((r) => setImmediate(r))
    }
    expect(hub.stats().connections).toBe(0)
    const close = closed(ws)
    ws.resume()
    expect(await close).toEqual({ code: 3008, reason: 'slow' })
  })

  it('refuses a WebSocket from an origin that is not allowed', async () => {
    const s = await startServer({ allowedOrigins: ['https://sportsbook.example'] })
    servers.push(s)
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(s.wsUrl, { origin })
        ws.once('open', () => (ws.close(), resolve('open')))
        ws.once('error', (e) => resolve(e.message))
      })
    expect(await attempt('https://evil.example')).toMatch(/403/)
    expect(await attempt('https://sportsbook.example')).toBe('open')
  })
})

describe('subscription limits', () => {
  /** Connects anonymously on a raw socket and subscribes to `n` match channels in one frame. */
  async function subscribeMany(s: TestServer, n: number) {
    const ws = await rawSocket(s)
    const replies: Record<string, unknown>[] = []
    ws.on('message', (d) => {
      for (const line of d.toString().split('\n')) if (line) replies.push(JSON.parse(line) as Record<string, unknown>)
    })
    const cmds = [JSON.stringify({ connect: { token: await s.app.realtime.tokens.signConnection('') }, id: 1 })]
    for (let i = 0; i < n; i++) cmds.push(JSON.stringify({ subscribe: { channel: matchChannel('en', 1000 + i) }, id: 2 + i }))
    ws.send(cmds.join('\n'))
    await until(() => replies.length >= n + 1)
    return { ws, replies }
  }

  it('refuses subscriptions past the per-connection limit with 106 and frees every channel on close', async () => {
    const s = await startServer({ maxSubscriptionsPerConnection: 20 })
    servers.push(s)
    const { ws, replies } = await subscribeMany(s, 25)
    const errors = replies.filter((r) => r.error)
    expect(errors).toHaveLength(5)
    expect(errors[0]).toMatchObject({ error: { code: 106, message: 'limit exceeded' } })
    expect(s.app.realtime.hub.stats()).toMatchObject({ connections: 1, subscriptions: 20, channels: 20 })
    const close = closed(ws)
    ws.close()
    await close
    await until(() => s.app.realtime.hub.stats().connections === 0)
    expect(s.app.realtime.hub.stats()).toEqual({ connections: 0, subscriptions: 0, channels: 0 })
  })

  it('refuses new channels past the hub-wide channel limit with 106; channels with history stay recoverable', async () => {
    const s = await startServer({ maxChannels: 10 })
    servers.push(s)
    s.app.realtime.hub.publish(matchChannel('en', 1000), { n: 1 })
    const { ws, replies } = await subscribeMany(s, 12)
    expect(replies.filter((r) => r.error)).toHaveLength(2)
    ws.close()
    await until(() => s.app.realtime.hub.stats().connections === 0)
    // The published channel keeps its history; the others are gone.
    expect(s.app.realtime.hub.stats()).toEqual({ connections: 0, subscriptions: 0, channels: 1 })
  })
})
