// Conformance, history and recovery (reference §5, §15 items 10-13, 15-16): missed publications come
// back in order after a reconnect; a short history or a restart gives recovered: false.
import { afterEach, describe, expect, it } from 'vitest'
import type { Subscription } from 'centrifuge'
import { DisconnectReason, UnsubscribeReason, matchChannel } from '@sportsbook/contract'
import { client, disconnectAll, next, record, startServer, until, type TestServer } from './helpers.ts'

const servers: TestServer[] = []
async function server(opts: Parameters<typeof startServer>[0] = {}, port = 0) {
  const s = await startServer(opts, port)
  servers.push(s)
  return s
}
afterEach(async () => {
  disconnectAll()
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

interface Subscribed {
  wasRecovering: boolean
  recovered: boolean
  streamPosition: { offset: number; epoch: string }
}
type Pub = { data: { n: number }; offset: number }

async function subscribed(s: TestServer, channel: string) {
  const c = client(s, { token: await s.app.realtime.tokens.signConnection('') })
  const sub = c.newSubscription(channel, { minResubscribeDelay: 20, maxResubscribeDelay: 100 })
  const pubs = record<Pub>(sub, 'publication')
  c.connect()
  sub.subscribe()
  const first = await next<Subscribed>(sub, 'subscribed')
  return { c, sub, pubs, first }
}

const publish = (s: TestServer, channel: string, from: number, to: number) => {
  for (let n = from; n <= to; n++) s.app.realtime.hub.publish(channel, { n })
}

/** Drops the client's connection with a reconnect code and publishes before it comes back. */
async function missWhileDisconnected(
  s: TestServer,
  sub: Subscription,
  channel: string,
  from: number,
  to: number,
) {
  s.app.realtime.hub.disconnect({ user: '' }, DisconnectReason.ForceReconnect)
  publish(s, channel, from, to)
  return next<Subscribed>(sub, 'subscribed')
}

describe('recovery', () => {
  it('delivers missed publications in order after a disconnect, then live ones', async () => {
    const s = await server()
    const ch = matchChannel('en', 1)
    const { sub, pubs, first } = await subscribed(s, ch)
    publish(s, ch, 1, 1)
    await next(sub, 'publication')
    const again = await missWhileDisconnected(s, sub, ch, 2, 4)
    expect(again).toMatchObject({ wasRecovering: true, recovered: true })
    expect(again.streamPosition.epoch).toBe(first.streamPosition.epoch)
    await until(() => pubs.some((p) => p.offset === 4))
    publish(s, ch, 5, 5)
    await until(() => pubs.some((p) => p.offset === 5))
    expect(pubs.map((p) => [p.data.n, p.offset])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ])
  })

  it('recovers after unsubscribe and resubscribe', async () => {
    const s = await server()
    const ch = matchChannel('en', 2)
    const { sub, pubs } = await subscribed(s, ch)
    publish(s, ch, 1, 1)
    await next(sub, 'publication')
    const unsubscribed = next(sub, 'unsubscribed')
    sub.unsubscribe()
    await unsubscribed
    publish(s, ch, 2, 3)
    const again = next<Subscribed>(sub, 'subscribed')
    sub.subscribe()
    expect(await again).toMatchObject({ wasRecovering: true, recovered: true })
    await until(() => pubs.some((p) => p.offset === 3))
    expect(pubs.map((p) => p.offset)).toEqual([1, 2, 3])
  })

  it('reports recovered: false when history is too short, and live delivery continues', async () => {
    const s = await server({ historySize: 2 })
    const ch = matchChannel('en', 3)
    const { sub, pubs } = await subscribed(s, ch)
    publish(s, ch, 1, 1)
    await next(sub, 'publication')
    const again = await missWhileDisconnected(s, sub, ch, 2, 5)
    expect(again).toMatchObject({ wasRecovering: true, recovered: false, streamPosition: { offset: 5 } })
    publish(s, ch, 6, 6)
    await until(() => pubs.some((p) => p.offset === 6))
    expect(pubs.map((p) => p.offset)).toEqual([1, 6])
  })

  it('reports recovered: false with a new epoch after a server restart (3001 shutdown, reconnect)', async () => {
    const s1 = await server()
    const ch = matchChannel('en', 4)
    const { c, sub, pubs, first } = await subscribed(s1, ch)
    publish(s1, ch, 1, 2)
    await until(() => pubs.some((p) => p.offset === 2))
    const connecting = next<{ code: number; reason: string }>(c, 'connecting')
    await servers.shift()!.close()
    expect(await connecting).toEqual({ code: 3001, reason: 'shutdown' })
    const s2 = await server({}, s1.port)
    const again = await next<Subscribed>(sub, 'subscribed')
    expect(again).toMatchObject({ wasRecovering: true, recovered: false, streamPosition: { offset: 0 } })
    expect(again.streamPosition.epoch).not.toBe(first.streamPosition.epoch)
    publish(s2, ch, 1, 1)
    await until(() => pubs.filter((p) => p.offset === 1).length === 2)
  })
})

describe('server-side unsubscribe and disconnect', () => {
  it('unsubscribe 2000 leaves the subscription unsubscribed', async () => {
    const s = await server()
    const ch = matchChannel('en', 5)
    const { sub } = await subscribed(s, ch)
    s.app.realtime.hub.unsubscribe(ch, { user: '' })
    expect(await next(sub, 'unsubscribed')).toMatchObject({ code: 2000, reason: 'server unsubscribe' })
  })

  it('unsubscribe 2500 makes the client resubscribe with recovery', async () => {
    const s = await server()
    const ch = matchChannel('en', 6)
    const { sub, pubs } = await subscribed(s, ch)
    publish(s, ch, 1, 1)
    await next(sub, 'publication')
    const subscribing = next(sub, 'subscribing')
    s.app.realtime.hub.unsubscribe(ch, { user: '' }, UnsubscribeReason.InsufficientState)
    publish(s, ch, 2, 2)
    expect(await subscribing).toMatchObject({ code: 2500 })
    expect(await next<Subscribed>(sub, 'subscribed')).toMatchObject({ wasRecovering: true, recovered: true })
    await until(() => pubs.some((p) => p.offset === 2))
  })

  it('disconnect 3503 is terminal for the client', async () => {
    const s = await server()
    const { c } = await subscribed(s, matchChannel('en', 7))
    await s.app.realtime.publisher.disconnect('')
    expect(await next(c, 'disconnected')).toMatchObject({ code: 3503, reason: 'force disconnect' })
  })
})
