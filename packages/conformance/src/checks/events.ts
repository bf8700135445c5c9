// Realtime events as the web receives them: the real `centrifuge` client (v5) connects with the
// token POST /websocket/token hands out, subscribes to the spec's three channels (public per locale,
// a match per locale, the player's $private with a token from POST /websocket/authorize), and every
// publication must parse as the contract's RealtimeEvent. One row per channel and per spec event.
// With --reference the kit makes events happen (a scenario of /api/dev/scenarios, a bet settled by
// /api/dev/bets/settle); against an operator's API it listens to what its feed publishes.
import {
  RealtimeEvent,
  WebsocketAuthorizeResponse,
  WebsocketTokenResponse,
  matchChannel,
  privateChannel,
  publicChannel,
} from '@sportsbook/contract'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'
import type { Check } from '../check.ts'
import { liveOrListedMatch } from '../calls/data.ts'
import { NO_PLAYER, type Context } from '../context.ts'
import { CheckFailure, CheckSkipped } from '../failure.ts'
import { firstIssue, parsed } from '../wire.ts'
import { makeEventsHappen } from './event-triggers.ts'

/** The events spec §7 names (the contract's RealtimeEvent has a few more: chat, jackpots). */
export const SPEC_EVENTS = [
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'tournament_pool_changed',
  'balance_changed',
  'unread_counters_changed',
  'notification',
  'bet_changed',
  'bet_cashout_changed',
  'bonus_issued',
] as const

/** Time the first event row has beyond --timeout: the triggers (two live bets wait out the live bet
 * delay) and the window. */
export const EVENTS_EXTRA_MS = 10_000

/** How long the kit listens for the events (it stops early once every one was seen). */
export const EVENTS_WINDOW_MS = 8_000

interface Heard {
  channels: Map<string, 'subscribed' | string>
  /** Per event type: how many parsed, and the first that did not (with its channel). */
  events: Map<string, { ok: number; bad?: string }>
  /** Why making events happen failed (--reference), for the rows of events not seen. */
  triggers?: string
}

const listen = (ctx: Context) =>
  ctx.memo('events', async (): Promise<Heard> => {
    const session = await ctx.maybeSession()
    const http = session?.http ?? ctx.visitor
    const tokenAnswer = await http.post(ctx.sportsbook('/websocket/token'), {
      headers: session?.writeHeaders(),
    })
    const { token } = parsed(tokenAnswer, WebsocketTokenResponse, 'WebsocketTokenResponse')
    const client = new Centrifuge(ctx.opts.realtime, {
      token,
      websocket: WebSocket,
      timeout: ctx.opts.timeoutMs,
    })
    ctx.onClose(() => client.disconnect())
    const heard: Heard = { channels: new Map(), events: new Map() }
    const match = await liveOrListedMatch(ctx)
    const channels = [publicChannel(ctx.opts.locale), matchChannel(ctx.opts.locale, match.id)]
    if (session) channels.push(privateChannel(ctx.opts.locale, session.player.id))
    const subscribed = channels.map((channel) => {
      const getToken = channel.startsWith('$') ? () => subscriptionToken(ctx, channel) : undefined
      const sub = client.newSubscription(channel, getToken ? { getToken } : {})
      sub.on('publication', ({ data }) => record(heard, channel, data))
      return new Promise<void>((resolve) => {
        sub.on('subscribed', () => (heard.channels.set(channel, 'subscribed'), resolve()))
        sub.on('error', (e) => (heard.channels.set(channel, `${e.error.code} ${e.error.message}`), resolve()))
        sub.subscribe()
      })
    })
    client.connect()
    await Promise.race([Promise.all(subscribed), sleep(ctx.opts.timeoutMs)])
    return heard
  })

/** What was heard from the subscription on (the calls in between publish too), after the triggers
 * and a window that ends early once every spec event was seen. */
const heardAll = (ctx: Context) =>
  ctx.memo('events-heard', async () => {
    const heard = await listen(ctx)
    // Within the row's time limit: the triggers, then the window.
    const deadline = Date.now() + ctx.opts.timeoutMs + EVENTS_EXTRA_MS - 1_000
    await makeEventsHappen(ctx).catch((e: unknown) => (heard.triggers = String(e)))
    const end = Math.min(deadline, Date.now() + EVENTS_WINDOW_MS)
    while (Date.now() < end && !SPEC_EVENTS.every((t) => heard.events.has(t))) await sleep(200)
    return heard
  })

async function subscriptionToken(ctx: Context, channel: string): Promise<string> {
  const { http, writeHeaders } = await ctx.session()
  const answer = await http.post(ctx.sportsbook('/websocket/authorize'), {
    body: { channels: [channel] },
    headers: writeHeaders(),
  })
  const granted = parsed(answer, WebsocketAuthorizeResponse, 'WebsocketAuthorizeResponse').channels
  return granted.find((c) => c.channel === channel)?.token ?? ''
}

function record(heard: Heard, channel: string, data: unknown) {
  const type =
    typeof (data as { type?: unknown })?.type === 'string' ? (data as { type: string }).type : '(no type)'
  const seen = heard.events.get(type) ?? { ok: 0 }
  const result = RealtimeEvent.safeParse(data)
  if (result.success) seen.ok++
  else seen.bad ??= `on ${channel}: not a RealtimeEvent ${firstIssue(result.error)}`
  heard.events.set(type, seen)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const channelCheck = (kind: 'public' | 'match' | 'private', name: string): Check => ({
  id: `realtime.channel.${kind}`,
  what: `the centrifuge client subscribes to ${name}`,
  run: async (ctx) => {
    const heard = await listen(ctx)
    const entry = [...heard.channels].find(([c]) =>
      kind === 'private' ? c.startsWith('$') : c.startsWith(`${kind}:`),
    )
    if (!entry) throw new CheckSkipped(kind === 'private' ? NO_PLAYER : 'not subscribed')
    if (entry[1] !== 'subscribed') throw new CheckFailure(`subscribe ${entry[0]} refused: ${entry[1]}`)
    return `${entry[0]} subscribed`
  },
})

/** Run before the calls: the kit listens from then on, so the calls' own events are heard too. */
export const channelChecks: Check[] = [
  channelCheck('public', 'public:{locale}'),
  channelCheck('match', 'match:{locale}:{matchId}'),
  channelCheck('private', '$private:{locale}:{userId} (token from POST /websocket/authorize)'),
]

export const eventChecks: Check[] = [
  ...SPEC_EVENTS.map((type): Check => ({
    id: `realtime.event.${type}`,
    extraMs: EVENTS_EXTRA_MS,
    what: `${type} publications parse as the contract's RealtimeEvent`,
    run: async (ctx) => {
      const heard = await heardAll(ctx)
      const seen = heard.events.get(type)
      if (!seen && heard.triggers)
        throw new CheckFailure(`not seen; making events happen failed: ${heard.triggers}`)
      if (!seen)
        throw new CheckSkipped(
          `none published while the kit listened${ctx.opts.reference ? '' : ' (--reference makes them happen)'}`,
        )
      if (seen.bad) throw new CheckFailure(`${type} ${seen.bad}`)
      return `${seen.ok} parsed`
    },
  })),
]
