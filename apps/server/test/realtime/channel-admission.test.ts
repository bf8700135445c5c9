// Anonymous sockets cannot fill the hub (issue #27): ~420 sockets × 128 subscriptions to match channels
// that do not exist filled the 50 000-channel table, after which a player who signed in was refused
// their own private channel. Channels of unknown matches and locales are refused (102) from match ids
// kept in memory, sockets per client address are capped, and `$` channels never compete with public
// ones for room. The whole app (catalog fixtures) on a loopback port, raw protocol clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { RealtimeError, chatChannel, matchChannel, privateChannel, publicChannel } from '@sportsbook/contract'
import type { FastifyInstance } from 'fastify'
import { DEFAULT_HUB_OPTIONS } from '../../src/modules/realtime/hub.ts'
import { build } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'
import { closed, startServer, until } from './helpers.ts'

let app: FastifyInstance & Awaited<ReturnType<typeof build>>
let wsUrl: string

beforeAll(async () => {
  app = await build()
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  wsUrl = `ws://127.0.0.1:${address.port}/connection/websocket`
})
const sockets: WebSocket[] = []
afterAll(() => {
  for (const ws of sockets) ws.terminate()
})

type Reply = { id?: number; error?: { code: number }; subscribe?: object }

/** Opens a socket (optionally as if behind the web proxy for `forwardedFor`); rejects when refused. */
function open(url: string, forwardedFor?: string): Promise<WebSocket> {
  const ws = new WebSocket(url, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {})
  sockets.push(ws)
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** Connects with `token` and subscribes to each channel (with its token, if any); resolves every reply by id. */
async function subscribeAll(ws: WebSocket, token: string, channels: { channel: string; token?: string }[]) {
  const replies = new Map<number, Reply>()
  ws.on('message', (d) => {
    for (const line of d.toString().split('\n')) {
      const r = line ? (JSON.parse(line) as Reply) : undefined
      if (r?.id) replies.set(r.id, r)
    }
  })
  const cmds = [JSON.stringify({ id: 1, connect: { token } })]
  channels.forEach((sub, i) => cmds.push(JSON.stringify({ id: 2 + i, subscribe: sub })))
  ws.send(cmds.join('\n'))
  await until(() => replies.size === channels.length + 1, 10_000, 'subscribe replies')
  return channels.map((_, i) => replies.get(2 + i)!)
}

const anonymous = () => app.realtime.tokens.signConnection('')
const codeOf = (r: Reply) => r.error?.code ?? 'subscribed'

describe('channels of things that do not exist', () => {
  it('refuses match, chat and locale channels that name nothing (102) and takes the real ones', async () => {
    const known = IDS.matches.arsenalChelsea
    const replies = await subscribeAll(await open(wsUrl), await anonymous(), [
      { channel: matchChannel('en', known) },
      { channel: matchChannel('de', known) },
      { channel: publicChannel('en') },
      { channel: chatChannel(known) },
      { channel: matchChannel('en', 987_654) },
      { channel: chatChannel(987_654) },
      { channel: matchChannel('xx-made-up', known) },
      { channel: publicChannel('xx-made-up') },
    ])
    expect(replies.map(codeOf)).toEqual([
      'subscribed',
      'subscribed',
      'subscribed',
      'subscribed',
      ...Array(4).fill(RealtimeError.UnknownChannel.code),
    ])
  })

  it('knows a match created after start, and a crowd of made-up ids costs a query a second, not one each', async () => {
    let loads = 0
    const load = app.catalog.matchIds
    app.catalog.matchIds = () => (loads++, load())
    try {
      // 60 sockets at once, each with a made-up match id: one load answers them all.
      const token = await anonymous()
      const all = await Promise.all(
        Array.from({ length: 60 }, async (_, i) =>
          subscribeAll(await open(wsUrl), token, [{ channel: matchChannel('en', 500_000 + i) }]),
        ),
      )
      expect(all.flat().map(codeOf)).toEqual(Array(60).fill(RealtimeError.UnknownChannel.code))
      expect(loads).toBeLessThanOrEqual(2)
      expect(app.realtime.hub.stats().channels).toBeLessThan(10)

      const { rows } = await app.testDb.pool.query<{ id: number }>(
        `insert into matches (urn_id, slug, name, sport_id, category_id, tournament_id, competitors, start_time, provider)
           select 'sr:match:created-later', slug || '-later', name, sport_id, category_id, tournament_id, competitors, start_time, provider
           from matches where id = $1 returning id`,
        [IDS.matches.arsenalChelsea],
      )
      const [created] = await subscribeAll(await open(wsUrl), token, [{ channel: matchChannel('en', rows[0]!.id) }])
      expect(codeOf(created!)).toBe('subscribed')
    } finally {
      app.catalog.matchIds = load
    }
  })
})

describe('sockets per client address', () => {
  it(`caps one bettor behind the web proxy at ${DEFAULT_HUB_OPTIONS.maxConnectionsPerAddress} sockets; others keep theirs`, async () => {
    const cap = DEFAULT_HUB_OPTIONS.maxConnectionsPerAddress
    const held = await Promise.all(Array.from({ length: cap }, () => open(wsUrl, '203.0.113.9')))
    await expect(open(wsUrl, '203.0.113.9')).rejects.toThrow(/429/)
    // A forged address in front of the one the proxy saw does not escape the count.
    await expect(open(wsUrl, '192.0.2.1, 203.0.113.9')).rejects.toThrow(/429/)
    // Another bettor behind the same proxy still connects.
    expect((await open(wsUrl, '198.51.100.7')).readyState).toBe(WebSocket.OPEN)
    // A socket that closes frees its place.
    const gone = closed(held[0]!)
    held[0]!.close()
    await gone
    await until(() => app.realtime.hub.admits('203.0.113.9'), 2_000, 'a free place')
    expect((await open(wsUrl, '203.0.113.9')).readyState).toBe(WebSocket.OPEN)
    for (const ws of held) ws.terminate()
  })
})

describe("a player's own channel", () => {
  it('is never refused because public channels filled the table or the connection', async () => {
    const s = await startServer({ maxChannels: 10, maxSubscriptionsPerConnection: 5 })
    try {
      const anon = await s.app.realtime.tokens.signConnection('')
      // Anonymous sockets take every public channel the hub may hold…
      for (let k = 0; k < 2; k++) {
        const subs = Array.from({ length: 5 }, (_, i) => ({ channel: matchChannel('en', 1 + k * 5 + i) }))
        expect((await subscribeAll(await open(s.wsUrl), anon, subs)).map(codeOf)).toEqual(Array(5).fill('subscribed'))
      }
      const refused = await subscribeAll(await open(s.wsUrl), anon, [{ channel: matchChannel('en', 99) }])
      expect(refused.map(codeOf)).toEqual([RealtimeError.LimitExceeded.code])
      // …and a signed-in player whose page fills its own connection with match channels still gets theirs.
      const own = privateChannel('en', 42)
      const player = await subscribeAll(await open(s.wsUrl), await s.app.realtime.tokens.signConnection('42'), [
        ...Array.from({ length: 5 }, (_, i) => ({ channel: matchChannel('en', 1 + i) })),
        { channel: own, token: await s.app.realtime.tokens.signSubscription('42', own) },
      ])
      expect(player.map(codeOf)).toEqual(Array(6).fill('subscribed'))
    } finally {
      await s.close()
    }
  })
})
