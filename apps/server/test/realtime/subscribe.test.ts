// Conformance, subscriptions and tokens (reference §15 items 5-9) plus the token endpoints of spec §7.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Centrifuge } from 'centrifuge'
import { matchChannel, privateChannel, publicChannel } from '@sportsbook/contract'
import {
  TEST_USER_HEADER,
  client,
  disconnectAll,
  next,
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

async function post(path: string, body: unknown, user?: string) {
  const res = await fetch(`${server.httpUrl}/api/sportsbook/websocket/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user && { [TEST_USER_HEADER]: user }) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as TokenBody }
}

/** Union of the token endpoints' success and error bodies, loose enough for assertions. */
interface TokenBody {
  token: string
  channels: { channel: string; token: string }[]
  error?: { code: string }
}

/** The front end's wiring (reference §11.3): connection token from /token, `$` tokens from /authorize. */
async function connectAs(user: string): Promise<Centrifuge> {
  const c = client(server, { getToken: async () => (await post('token', {}, user)).body.token })
  c.connect()
  await next(c, 'connected')
  return c
}

describe('token endpoints', () => {
  it('gives anonymous visitors a connection token with an empty sub', async () => {
    const { status, body } = await post('token', {})
    expect(status).toBe(200)
    const v = await tokens().verifyConnection(body.token)
    expect(v).toMatchObject({ ok: true, claims: { sub: '' } })
  })

  it('gives a player a connection token that expires', async () => {
    const { body } = await post('token', {}, '42')
    const v = await tokens().verifyConnection(body.token)
    expect(v.ok && v.claims.sub === '42' && typeof v.claims.exp === 'number').toBe(true)
  })

  it('refuses authorize to anonymous callers with 401 unauthorized', async () => {
    const { status, body } = await post('authorize', { channels: [privateChannel('en', '42')] })
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'unauthorized' } })
  })

  it("signs only the caller's own private channels", async () => {
    const own = privateChannel('en', '42')
    const { status, body } = await post(
      'authorize',
      { channels: [own, privateChannel('en', '43'), publicChannel('en')] },
      '42',
    )
    expect(status).toBe(200)
    const list = body.channels
    expect(list.map((c) => c.channel)).toEqual([own])
    expect(await tokens().verifySubscription(list[0]!.token)).toMatchObject({
      ok: true,
      claims: { sub: '42', channel: own },
    })
  })

  it('rejects a malformed authorize body with 400 invalid_params', async () => {
    const { status, body } = await post('authorize', { channels: 'x' }, '42')
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: 'invalid_params' } })
  })
})

describe('public channels', () => {
  it('delivers publications with data, offsets and tags; the publish result matches the stream', async () => {
    const c = await connectAs('')
    const sub = c.newSubscription(matchChannel('en', 101))
    const pubs = record<{ data: unknown; offset: number; tags?: Record<string, string> }>(sub, 'publication')
    sub.subscribe()
    const subscribed = await next<{
      recoverable: boolean
      streamPosition: { epoch: string; offset: number }
    }>(sub, 'subscribed')
    expect(subscribed.recoverable).toBe(true)
    const results = []
    for (let i = 1; i <= 3; i++) {
      results.push(
        await server.app.realtime.publisher.publish(sub.channel, { n: i }, { tags: { event: 'test' } }),
      )
    }
    await next(sub, 'publication', (p: { offset: number }) => p.offset === 3)
    expect(pubs.map((p) => [p.data, p.offset, p.tags])).toEqual([
      [{ n: 1 }, 1, { event: 'test' }],
      [{ n: 2 }, 2, { event: 'test' }],
      [{ n: 3 }, 3, { event: 'test' }],
    ])
    expect(results.map((r) => r.epoch)).toEqual(Array(3).fill(subscribed.streamPosition.epoch))
    expect(results.map((r) => r.offset)).toEqual([1, 2, 3])
  })
})

describe('private ($) channels', () => {
  it('subscribes with a token from /authorize, calling getToken once', async () => {
    const c = await connectAs('42')
    const channel = privateChannel('en', '42')
    let calls = 0
    const sub = c.newSubscription(channel, {
      getToken: async ({ channel }) => {
        calls++
        const { body } = await post('authorize', { channels: [channel] }, '42')
        return body.channels.find((x) => x.channel === channel)?.token ?? ''
      },
    })
    sub.subscribe()
    await next(sub, 'subscribed')
    await server.app.realtime.publisher.publish(channel, { type: 'balance_changed' })
    const pub = await next<{ data: unknown }>(sub, 'publication')
    expect(pub.data).toEqual({ type: 'balance_changed' })
    expect(calls).toBe(1)
  })

  it('refuses a $ channel without a token: unsubscribed 103', async () => {
    const c = await connectAs('42')
    const sub = c.newSubscription(privateChannel('en', '42'))
    sub.subscribe()
    const ctx = await next<{ code: number }>(sub, 'unsubscribed')
    expect(ctx.code).toBe(103)
    expect(c.state).toBe('connected')
  })

  it('becomes unsubscribed "unauthorized" (1) when authorize returns no token for the channel', async () => {
    const c = await connectAs('42')
    const sub = c.newSubscription(privateChannel('en', '43'), {
      getToken: async () => {
        const { body } = await post('authorize', { channels: [privateChannel('en', '43')] }, '42')
        return body.channels[0]?.token ?? ''
      },
    })
    sub.subscribe()
    expect((await next<{ code: number }>(sub, 'unsubscribed')).code).toBe(1)
  })

  it('closes the connection 3500 for a token of another user', async () => {
    const c = await connectAs('42')
    const channel = privateChannel('en', '43')
    const sub = c.newSubscription(channel, { getToken: () => tokens().signSubscription('43', channel) })
    sub.subscribe()
    const ctx = await next<{ code: number }>(c, 'disconnected')
    expect(ctx.code).toBe(3500)
  })

  it('closes the connection 3500 for a token of another channel', async () => {
    const c = await connectAs('42')
    const sub = c.newSubscription(privateChannel('en', '42'), {
      getToken: () => tokens().signSubscription('42', privateChannel('de', '42')),
    })
    sub.subscribe()
    expect((await next<{ code: number }>(c, 'disconnected')).code).toBe(3500)
  })

  it('answers an expired subscription token with 109, then resubscribes with a new one', async () => {
    const c = await connectAs('42')
    const channel = privateChannel('en', '42')
    let calls = 0
    const sub = c.newSubscription(channel, {
      minResubscribeDelay: 20,
      maxResubscribeDelay: 100,
      getToken: () => tokens().signSubscription('42', channel, ++calls === 1 ? -10 : 60),
    })
    const errors = record<{ error: { code: number } }>(sub, 'error')
    sub.subscribe()
    const ctx = await next<{ channel: string }>(sub, 'subscribed')
    expect(ctx.channel).toBe(channel)
    expect(errors[0]?.error.code).toBe(109)
    expect(calls).toBe(2)
  })

  it('refreshes an expiring subscription token with sub_refresh and stays subscribed', async () => {
    const c = await connectAs('42')
    const channel = privateChannel('en', '42')
    let calls = 0
    const sub = c.newSubscription(channel, {
      getToken: () => {
        calls++
        return tokens().signSubscription('42', channel, 2)
      },
    })
    const unsubscribed = record(sub, 'unsubscribed')
    const subscribing = record(sub, 'subscribing')
    sub.subscribe()
    await next(sub, 'subscribed')
    await new Promise((r) => setTimeout(r, 3_600))
    expect(calls).toBeGreaterThanOrEqual(2)
    expect(sub.state).toBe('subscribed')
    expect(unsubscribed).toHaveLength(0)
    expect(subscribing).toHaveLength(1)
  })
})
