// Realtime access ends with the sign-in session (issue #11): sign-out, a password reset and session
// expiry close the player's open connections, and tokens issued before are refused at connect and
// subscribe. Real centrifuge clients against the whole app (accounts + realtime) on a loopback port.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'
import { DisconnectReason, RealtimeError, privateChannel } from '@sportsbook/contract'
import { SESSION_IDLE_TIMEOUT_MS } from '../../src/modules/accounts/constants.ts'
import { Client, buildPlatform, insertPlayer, tokenIn, type TestApp } from '../platform/helpers.ts'
import { next, until } from './helpers.ts'

let app: TestApp
let wsUrl: string
const open: Centrifuge[] = []

beforeAll(async () => {
  app = await buildPlatform()
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  wsUrl = `ws://127.0.0.1:${address.port}/connection/websocket`
})
afterAll(() => app.close())
afterEach(() => {
  for (const c of open.splice(0)) c.disconnect()
})

async function signedIn(): Promise<{ c: Client; id: number; email: string }> {
  const email = `rt${Math.random().toString(36).slice(2)}@example.test`
  const id = await insertPlayer(app, { email })
  const c = new Client(app)
  const res = await c.post('/api/platform/users/sign_in', { user: { login: email, password: 'secret-password' } })
  expect(res.statusCode).toBe(200)
  return { c, id, email }
}

const connectionToken = async (c: Client) =>
  (await c.post('/api/sportsbook/websocket/token')).json<{ token: string }>().token

/** The web app's wiring: tokens from the endpoints with the browser's cookies. */
async function liveClient(c: Client, id: number) {
  const cent = new Centrifuge(wsUrl, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    timeout: 2_000,
    getToken: () => connectionToken(c),
  })
  open.push(cent)
  const channel = privateChannel('en', id)
  const sub = cent.newSubscription(channel, {
    getToken: async () => {
      const res = await c.post('/api/sportsbook/websocket/authorize', { channels: [channel] })
      if (res.statusCode !== 200) throw new Error(`authorize ${res.statusCode}`)
      return res.json<{ channels: { token: string }[] }>().channels[0]?.token ?? ''
    },
  })
  const received: unknown[] = []
  sub.on('publication', (ctx) => received.push(ctx.data))
  sub.subscribe()
  cent.connect()
  await next(sub, 'subscribed')
  return { cent, sub, channel, received }
}

/** One raw exchange: connect with `token` (and optionally subscribe), returns the replies or the close. */
function rawConnect(token: string, subscribe?: { channel: string; token: string }) {
  return new Promise<{ replies: Record<string, unknown>[]; closeCode?: number }>((resolve) => {
    const ws = new WebSocket(wsUrl)
    const replies: Record<string, unknown>[] = []
    const want = subscribe ? 2 : 1
    ws.on('open', () => {
      const frames = [JSON.stringify({ id: 1, connect: { token } })]
      if (subscribe) frames.push(JSON.stringify({ id: 2, subscribe: subscribe }))
      ws.send(frames.join('\n'))
    })
    ws.on('message', (raw) => {
      for (const line of raw.toString().split('\n')) if (line) replies.push(JSON.parse(line))
      if (replies.length >= want) {
        ws.close()
        resolve({ replies })
      }
    })
    ws.on('close', (code) => resolve({ replies, closeCode: code }))
  })
}

describe('realtime access ends with the session', () => {
  it('sign-out closes the open socket, stops private events and refuses the old tokens', async () => {
    const { c, id } = await signedIn()
    const oldToken = await connectionToken(c)
    const live = await liveClient(c, id)
    const oldSubToken = (
      await c.post('/api/sportsbook/websocket/authorize', { channels: [live.channel] })
    ).json<{ channels: { token: string }[] }>().channels[0]!.token
    app.realtime.hub.publish(live.channel, { n: 1 })
    await until(() => live.received.length === 1, 2_000, 'private event before sign-out')

    const closed = next<{ code: number }>(live.cent, 'connecting', (ctx) => ctx.code === DisconnectReason.SessionEnded.code)
    expect((await c.delete('/api/platform/users/sign_out')).statusCode).toBe(204)
    await closed
    // The client comes back on its own, anonymous now: its private subscription is refused.
    await next(live.cent, 'connected')
    app.realtime.hub.publish(live.channel, { n: 2 })
    await new Promise((r) => setTimeout(r, 200))
    expect(live.received).toEqual([{ n: 1 }])
    expect(live.sub.state).not.toBe('subscribed')
    expect(app.realtime.hub.stats().subscriptions).toBe(0)

    const again = await rawConnect(oldToken)
    expect(again.replies[0]).toMatchObject({ id: 1, error: { code: RealtimeError.TokenExpired.code } })
    // An anonymous connection cannot use the old subscription token either.
    const anon = await connectionToken(c)
    const sub = await rawConnect(anon, { channel: live.channel, token: oldSubToken })
    expect(sub.closeCode).toBe(DisconnectReason.InvalidToken.code)
  })

  it('a password reset closes the sockets of every earlier session', async () => {
    const { c, id, email } = await signedIn()
    const live = await liveClient(c, id)
    const oldToken = await connectionToken(c)
    const other = new Client(app)
    expect((await other.post('/api/platform/users/password', { user: { email } })).statusCode).toBe(200)
    const reset = await tokenIn(app, email, 'reset_password_token')
    const closed = next<{ code: number }>(live.cent, 'connecting', (ctx) => ctx.code === DisconnectReason.SessionEnded.code)
    const password = 'a brand new password'
    const res = await other.put('/api/platform/users/password', {
      user: { reset_password_token: reset, password, password_confirmation: password },
    })
    expect(res.statusCode).toBe(200)
    await closed
    expect((await rawConnect(oldToken)).replies[0]).toMatchObject({ error: { code: RealtimeError.TokenExpired.code } })
    // The session the reset opened connects as the player.
    const fresh = await rawConnect(await connectionToken(other))
    expect(fresh.replies[0]).toMatchObject({ id: 1, connect: { client: expect.any(String) } })
  })

  it('an expired session closes the socket and its tokens are refused', async () => {
    const { c, id } = await signedIn()
    const live = await liveClient(c, id)
    const oldToken = await connectionToken(c)
    const closed = next<{ code: number }>(live.cent, 'connecting', (ctx) => ctx.code === DisconnectReason.SessionEnded.code)
    app.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1_000)
    // The next request with the cookie finds the session idle and ends it.
    expect((await c.get('/api/platform/player')).statusCode).toBe(401)
    await closed
    expect((await rawConnect(oldToken)).replies[0]).toMatchObject({ error: { code: RealtimeError.TokenExpired.code } })
  })
})
