import {
  PRIVATE_CHANNEL_PREFIX,
  RealtimeEvent,
  type ConnectionState,
  type SubscriptionState,
} from '@sportsbook/contract'

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

export class RealtimeClient<S extends TransportSubscription = TransportSubscription> {
  private readonly channels = new Map<string, Channel<S>>()
  private readonly stateListeners = new Set<() => void>()
  private started = false
  /** The signed-in user the connection token was made for: undefined until known, null for a visitor. */
  private user: string | null | undefined

  constructor(
    private readonly transport: Transport<S>,
    private readonly getSubscriptionToken?: SubscriptionTokenGetter,
  ) {
    transport.on('state', () => {
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

  /** Starts the connection; the transport then reconnects by itself with backoff until `stop()`. */
  start(): void {
    if (this.started) return
    this.started = true
    this.transport.connect()
  }

  stop(): void {
    this.started = false
    this.transport.disconnect()
  }

  /**
   * Tells the client who is signed in (null: nobody). The connection token carries the user, so a
   * change (sign-in, sign-out, session expiry) reconnects with a fresh token; the first call only
   * records the user the token was fetched for. Subscriptions resubscribe on the new connection.
   */
  setUser(user: string | null): void {
    const previous = this.user
    this.user = user
    if (previous === undefined || previous === user) return
    this.transport.setToken('')
    if (!this.started) return
    this.transport.disconnect()
    this.transport.connect()
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
      const parsed = RealtimeEvent.safeParse(ctx.data)
      if (!parsed.success) return
      for (const h of ch.handlers) h.onPublication(parsed.data)
    })
    sub.on('subscribed', (ctx) => {
      // Recovered publications follow this event and are applied as usual; only a gap needs REST.
      if (ctx.wasRecovering && ctx.recovered) return
      for (const h of ch.handlers) h.onResync?.()
    })
    sub.on('state', (ctx) => {
      for (const h of ch.handlers) h.onSubscriptionState?.(ctx.newState as SubscriptionState)
    })
    sub.subscribe()
    return ch
  }
}
