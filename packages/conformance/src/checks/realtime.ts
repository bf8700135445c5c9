// Realtime as the web client uses it (apps/web lib/realtime/browser-client.ts): a connection token from
// POST /websocket/token (visitors too), public channels without a token, `$private` ones only with a
// subscription token from POST /websocket/authorize for the player's own channel.
import {
  WebsocketAuthorizeResponse,
  WebsocketTokenResponse,
  privateChannel,
  publicChannel,
} from '@sportsbook/contract'
import type { Check } from '../check.ts'
import { CheckFailure, expect } from '../failure.ts'
import type { Context } from '../context.ts'
import type { Http } from '../http.ts'
import { RealtimeConnection, type Reply } from '../realtime.ts'
import { parsed } from '../wire.ts'

/** A connected client of `who` (memoised): token, WebSocket, connect command. */
const connected = (ctx: Context, who: 'visitor' | 'player') =>
  ctx.memo(`realtime-${who}`, async () => {
    const http: Http = who === 'visitor' ? ctx.visitor : (await ctx.session()).http
    const { token } = parsed(
      await http.post(ctx.sportsbook('/websocket/token')),
      WebsocketTokenResponse,
      'WebsocketTokenResponse',
    )
    const conn = await RealtimeConnection.open(ctx.opts.realtime, ctx.opts.timeoutMs).catch((e: Error) => {
      throw new CheckFailure(e.message)
    })
    ctx.onClose(() => conn.close())
    const reply = await conn.command('connect', { token, name: 'conformance' })
    expect(!reply.error, `connect refused: ${reply.error?.code} ${reply.error?.message}`)
    const result = reply.connect as { client?: unknown } | undefined
    expect(typeof result?.client === 'string', 'connect reply carries no client id')
    return { conn, client: result.client as string }
  })

const failure = (r: Reply) => (r.error ? `${r.error.code} ${r.error.message}` : undefined)

async function subscribe(ctx: Context, who: 'visitor' | 'player', channel: string, token?: string) {
  const { conn } = await connected(ctx, who)
  return conn
    .command('subscribe', token === undefined ? { channel } : { channel, token })
    .catch((e: Error) => {
      throw new CheckFailure(`subscribe ${channel}: ${e.message}`)
    })
}

/** The subscription tokens POST /websocket/authorize grants the player for `channels`. */
async function authorize(ctx: Context, channels: string[]) {
  const { http, writeHeaders } = await ctx.session()
  const answer = await http.post(ctx.sportsbook('/websocket/authorize'), {
    body: { channels },
    headers: writeHeaders(),
  })
  return parsed(answer, WebsocketAuthorizeResponse, 'WebsocketAuthorizeResponse').channels
}

export const realtimeChecks: Check[] = [
  {
    id: 'realtime.visitor-connect',
    what: "a visitor's POST /websocket/token connects to the realtime URL",
    run: async (ctx) => `connected as client ${(await connected(ctx, 'visitor')).client}`,
  },
  {
    id: 'realtime.public-subscribe',
    what: 'a visitor subscribes to the public channel without a token',
    run: async (ctx) => {
      const channel = publicChannel(ctx.opts.locale)
      const reply = await subscribe(ctx, 'visitor', channel)
      expect(!reply.error, `subscribe ${channel} refused: ${failure(reply)}`)
      return `${channel} subscribed`
    },
  },
  {
    id: 'realtime.private-refused',
    what: 'subscribing to a $private channel without a subscription token is refused',
    run: async (ctx) => {
      const channel = privateChannel(ctx.opts.locale, 1)
      const reply = await subscribe(ctx, 'visitor', channel)
      expect(reply.error, `${channel} was subscribed without a token`)
      expect(
        reply.error.code >= 100 && reply.error.code !== 109,
        `error ${failure(reply)} makes the client retry`,
      )
      return `refused: ${failure(reply)}`
    },
  },
  {
    id: 'realtime.player-connect',
    what: "a signed-in player's POST /websocket/token connects",
    run: async (ctx) => `connected as client ${(await connected(ctx, 'player')).client}`,
  },
  {
    id: 'realtime.private-subscribe',
    what: "POST /websocket/authorize grants the player's own $private channel, and it subscribes",
    run: async (ctx) => {
      const channel = privateChannel(ctx.opts.locale, (await ctx.session()).player.id)
      const token = (await authorize(ctx, [channel])).find((c) => c.channel === channel)?.token
      expect(token, `POST /websocket/authorize gave no token for ${channel}`)
      const reply = await subscribe(ctx, 'player', channel, token)
      expect(!reply.error, `subscribe ${channel} with its token refused: ${failure(reply)}`)
      return `${channel} subscribed`
    },
  },
  {
    id: 'realtime.other-private-denied',
    what: "POST /websocket/authorize grants no token for another player's channel",
    run: async (ctx) => {
      const other = privateChannel(ctx.opts.locale, (await ctx.session()).player.id + 1)
      const granted = await authorize(ctx, [other])
      expect(!granted.some((c) => c.channel === other), `a token for ${other} was granted`)
      return `${other} not granted`
    },
  },
]
