import {
  PRIVATE_CHANNEL_PREFIX,
  type ConnectionState,
  type RealtimeEvent,
  type SubscriptionState,
} from '@sportsbook/contract'
import { markLiveData } from '../live/fresh-reads.ts'
// The schema comes with the transport (lazy-contract): no zod in a page's first load.
import { RealtimeEvent as RealtimeEventSchema } from './event-schemas.ts'

/**
 * The framework-free realtime client (spec §4, §8, §9): one connection over the centrifuge
 * transport, channels shared by reference count, and a resync signal whenever a page's data may
 * have missed publications. React binds to it in `hooks/use-realtime-*.ts`.
 *
 * Publications are parsed here, once per publication whatever the number of subscribers, with the
 * contract's `RealtimeEvent`: subscribers get typed events, and a publication that is not one
 * (an older or newer server, a bad payload) reaches none of them.
 */

/** What a page does with its channel: apply each event; reload over REST when asked. */
export interface ChannelHandlers {
  onPublication(event: RealtimeEvent): void
  /**
   * The data shown may have missed publications: after the first subscribe (the REST load came
   * before it) and after a reconnect whose recovery reported `recovered: false`.
   */
  onResync?(): void
  /** The channel's subscription state changed (a live channel lets polling slow down). */
  onSubscriptionState?(state: SubscriptionState): void
}

/** Fetches the subscription token of a `$` channel; '' when refused (the client reports it unauthorized). */
export type SubscriptionTokenGetter = (channel: string) => Promise<string>

/** The parts of centrifuge-js v5 used here, so tests can drive a fake transport. */
export interface TransportSubscription {
  readonly state: string
  on(event: 'publication', fn: (ctx: { data: unknown }) => void): unknown
  on(event: 'subscribed', fn: (ctx: { wasRecovering: boolean; recovered: boolean }) => void): unknown
  on(event: 'state', fn: (ctx: { newState: string }) => void): unknown
  subscribe(): void
  unsubscribe(): void
  removeAllListeners(): unknown
}
export interface Transport<S extends TransportSubscription = TransportSubscription> {
  readonly state: string
  on(event: 'state', fn: (ctx: { newState: string }) => void): unknown
  connect(): void
  disconnect(): void
  /** '' makes the next connect fetch a fresh connection token. */
  setToken(token: string): void
  newSubscription(channel: string, options?: { getToken?: () => Promise<string> }): S
  removeSubscription(sub: S): void
}

interface Channel<S> {
  sub: S
  handlers: Set<ChannelHandlers>
}

/** Spec §9: reconnect backoff 500 ms to 20 s (full jitter, as centrifuge-js backs off). */
export const RECONNECT_MIN_MS = 500
export const RECONNECT_MAX_MS = 20_000

/** Full-jitter exponential backoff of attempt n (0-based), between RECONNECT_MIN_MS and RECONNECT_MAX_MS. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 16))
  return Math.round(RECONNECT_MIN_MS + random() * (ceiling - RECONNECT_MIN_MS))
}

/**
 * The user a connection token was made for, from its JWT `sub` claim: null for a visitor (''),
 * undefined when the token cannot be read. Read only to tell sessions apart, never trusted.
 */
export function tokenUser(token: string): string | null | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    return typeof sub === 'string' ? sub || null : undefined
  } catch {
    return undefined
  }
}

export class RealtimeClient<S extends TransportSubscription = TransportSubscription> {
  private readonly channels = new Map<string, Channel<S>>()
  private readonly stateListeners = new Set<() => void>()
  private started = false
  /** The signed-in user the page knows of: undefined until known, null for a visitor. */
  private user: string | null | undefined
  /** The user the connection token in use was made for (undefined: not read yet). */
  private connectedAs: string | null | undefined
  /** The user a mismatch was already settled for: one fresh token per session change, no loop. */
  private settledFor: string | null | undefined
  /** Reconnects after a terminal close, so the client never gives up while the page is open. */
  private retry: ReturnType<typeof setTimeout> | undefined
  private retryAttempts = 0
  private restarting = false

  constructor(
    private readonly transport: Transport<S>,
    private readonly getSubscriptionToken?: SubscriptionTokenGetter,
  ) {
    transport.on('state', (ctx) => {
      if (ctx.newState === 'connected') {
        this.retryAttempts = 0
        this.followUser()
      } else if (ctx.newState === 'disconnected') this.scheduleRetry()
      for (const l of this.stateListeners) l()
    })
  }

  /** Connection state, named as centrifuge-js names it. */
  get state(): ConnectionState {
    return this.transport.state as ConnectionState
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  /** Starts the connection; it then reconnects with backoff, even after a terminal close, until `stop()`. */
  start(): void {
    if (this.started) return
    this.started = true
    this.transport.connect()
  }

  stop(): void {
    this.started = false
    clearTimeout(this.retry)
    this.retry = undefined
    this.transport.disconnect()
  }

  /** The transport's connection-token getter reports each token here: it tells whose session it carries. */
  tokenFetched(token: string): void {
    this.connectedAs = tokenUser(token)
  }

  /**
   * Tells the client who is signed in (null: nobody). The connection token carries the user, so a
   * token made for anyone else (sign-in, sign-out, session expiry, a token fetched while the
   * session cookie was changing) reconnects with a fresh one. Subscriptions resubscribe on the new
   * connection.
   */
  setUser(user: string | null): void {
    const previous = this.user
    this.user = user
    if (previous === user) return
    this.settledFor = undefined
    if (this.connectedAs === undefined) {
      // No token read yet: the first call records the user, a change clears the token.
      if (previous === undefined) return
      this.transport.setToken('')
      if (this.started) this.reconnect()
      return
    }
    this.followUser()
  }

  private followUser(): void {
    const user = this.user
    if (user === undefined || this.connectedAs === undefined || this.connectedAs === user) return
    // A token for someone else after a fresh one: the cookie disagrees with the page, and the
    // page learns it on its next request. One fresh token per change, never a loop.
    if (this.settledFor === user) return
    this.settledFor = user
    this.transport.setToken('')
    if (this.started) this.reconnect()
  }

  private reconnect(): void {
    this.restarting = true
    try {
      this.transport.disconnect()
    } finally {
      this.restarting = false
    }
    this.transport.connect()
  }

  /**
   * centrifuge stops for good on a terminal close (3500-3999, e.g. a token of another session, or
   * unauthorized). While the page is open the client tries again with a fresh token, with backoff.
   */
  private scheduleRetry(): void {
    if (!this.started || this.restarting || this.retry) return
    const delay = reconnectDelay(this.retryAttempts++)
    this.retry = setTimeout(() => {
      this.retry = undefined
      if (!this.started || this.transport.state !== 'disconnected') return
      this.transport.setToken('')
      this.transport.connect()
    }, delay)
  }

  /** Subscribes to a channel (shared with other subscribers of it); returns the unsubscribe. */
  subscribe(channel: string, handlers: ChannelHandlers): () => void {
    let ch = this.channels.get(channel)
    if (!ch) {
      ch = this.open(channel)
      this.channels.set(channel, ch)
    } else if (ch.sub.state === 'subscribed') {
      // A late joiner loaded its data without this channel's publications: same as a first subscribe.
      queueMicrotask(() => handlers.onResync?.())
    }
    ch.handlers.add(handlers)
    this.start()
    return () => {
      const current = this.channels.get(channel)
      if (!current?.handlers.delete(handlers) || current.handlers.size > 0) return
      this.channels.delete(channel)
      current.sub.removeAllListeners()
      current.sub.unsubscribe()
      this.transport.removeSubscription(current.sub)
    }
  }

  private open(channel: string): Channel<S> {
    const getToken = this.getSubscriptionToken
    const sub = channel.startsWith(PRIVATE_CHANNEL_PREFIX)
      ? this.transport.newSubscription(channel, {
          getToken: () => (getToken ? getToken(channel) : Promise.resolve('')),
        })
      : this.transport.newSubscription(channel)
    const ch: Channel<S> = { sub, handlers: new Set() }
    sub.on('publication', (ctx) => {
      const parsed = RealtimeEventSchema.safeParse(ctx.data)
      if (!parsed.success) return
      markLiveData()
      for (const h of ch.handlers) h.onPublication(parsed.data)
    })
    sub.on('subscribed', (ctx) => {
      // Recovered publications follow this event and are applied as usual; only a gap needs REST.
      if (ctx.wasRecovering && ctx.recovered) return
      markLiveData()
      for (const h of ch.handlers) h.onResync?.()
    })
    sub.on('state', (ctx) => {
      for (const h of ch.handlers) h.onSubscriptionState?.(ctx.newState as SubscriptionState)
    })
    sub.subscribe()
    return ch
  }
}
