// The Centrifugo-compatible HTTP API of the embedded server, and CentrifugoHttpPublisher against it:
// the same publisher code runs against a real Centrifugo in production.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { matchChannel, publicChannel } from '@sportsbook/contract'
import { CentrifugoApiError, CentrifugoHttpPublisher } from '../../src/modules/realtime/publisher.ts'
import {
  API_KEY,
  apiPost,
  client,
  disconnectAll,
  next,
  record,
  startServer,
  until,
  type TestServer,
} from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(() => disconnectAll())

async function subscriber(channel: string, user = '') {
  const c = client(server, { token: await server.app.realtime.tokens.signConnection(user) })
  const sub = c.newSubscription(channel)
  const pubs = record<{ data: unknown; offset: number; tags?: Record<string, string> }>(sub, 'publication')
  c.connect()
  sub.subscribe()
  await next(sub, 'subscribed')
  return { c, sub, pubs }
}

describe('POST /api/publish and /api/broadcast', () => {
  it('refuses a wrong or missing X-API-Key with 401', async () => {
    const wrong = await apiPost(server, 'publish', { channel: publicChannel('en'), data: {} }, 'nope')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ error: { code: 'unauthorized' } })
    const res = await fetch(`${server.httpUrl}/api/broadcast`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(401)
  })

  it('publishes to subscribers and answers the stream position', async () => {
    const ch = matchChannel('en', 900)
    const { pubs } = await subscriber(ch)
    const res = await apiPost(server, 'publish', { channel: ch, data: { type: 'x' }, tags: { event: 'x' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ result: { offset: 1, epoch: expect.stringMatching(/^[A-Za-z]{8}$/) } })
    await until(() => pubs.length === 1)
    expect(pubs[0]).toMatchObject({ data: { type: 'x' }, offset: 1, tags: { event: 'x' } })
  })

  it('fans out without an offset when skip_history is set', async () => {
    const ch = matchChannel('en', 901)
    const { pubs } = await subscriber(ch)
    const res = await apiPost(server, 'publish', { channel: ch, data: { n: 1 }, skip_history: true })
    expect(res.body).toEqual({ result: {} })
    await until(() => pubs.length === 1)
    expect(pubs[0]?.offset).toBeFalsy()
  })

  it('answers API errors with HTTP 200 and a Centrifugo error, as Centrifugo does', async () => {
    expect((await apiPost(server, 'publish', { channel: 'nope', data: {} })).body).toEqual({
      error: { code: 102, message: 'unknown channel' },
    })
    expect((await apiPost(server, 'publish', { channel: publicChannel('en') })).body).toEqual({
      error: { code: 107, message: 'bad request' },
    })
  })

  it('broadcasts to several channels with one response per channel', async () => {
    const a = await subscriber(matchChannel('en', 902))
    const b = await subscriber(matchChannel('de', 902))
    const res = await apiPost(server, 'broadcast', {
      channels: [a.sub.channel, b.sub.channel, 'bad channel'],
      data: { n: 7 },
    })
    expect(res.body).toMatchObject({
      result: { responses: [{ result: { offset: 1 } }, { result: { offset: 1 } }, { error: { code: 102 } }] },
    })
    await until(() => a.pubs.length === 1 && b.pubs.length === 1)
    expect([a.pubs[0]?.data, b.pubs[0]?.data]).toEqual([{ n: 7 }, { n: 7 }])
  })
})

describe('CentrifugoHttpPublisher against the embedded endpoints', () => {
  const publisher = () => new CentrifugoHttpPublisher({ baseUrl: server.httpUrl, apiKey: API_KEY })

  it('publishes and broadcasts', async () => {
    const ch = matchChannel('en', 903)
    const { pubs } = await subscriber(ch)
    expect(await publisher().publish(ch, { n: 1 }, { tags: { event: 'n' } })).toMatchObject({ offset: 1 })
    const [r] = await publisher().broadcast([ch], { n: 2 })
    expect(r).toMatchObject({ offset: 2 })
    await until(() => pubs.length === 2)
    expect(pubs.map((p) => [p.data, p.tags])).toEqual([
      [{ n: 1 }, { event: 'n' }],
      [{ n: 2 }, undefined],
    ])
  })

  it('unsubscribes and disconnects a user', async () => {
    const ch = matchChannel('en', 904)
    const { c, sub } = await subscriber(ch, '77')
    const unsubscribed = next(sub, 'unsubscribed')
    await publisher().unsubscribe(ch, '77')
    expect(await unsubscribed).toMatchObject({ code: 2000 })
    const disconnected = next(c, 'disconnected')
    await publisher().disconnect('77', { code: 4501, reason: 'banned' })
    expect(await disconnected).toMatchObject({ code: 4501, reason: 'banned' })
  })

  it('throws CentrifugoApiError for a wrong key and for API errors', async () => {
    const bad = new CentrifugoHttpPublisher({ baseUrl: server.httpUrl, apiKey: 'wrong' })
    await expect(bad.publish(publicChannel('en'), {})).rejects.toMatchObject({ code: 401 })
    await expect(publisher().publish('nope', {})).rejects.toBeInstanceOf(CentrifugoApiError)
  })
})
