import type { Transport, TransportSubscription } from './realtime-client.ts'

type Listener = (ctx: never) => void
type SubOptions = { getToken?: () => Promise<string> }

/** `on` for any of a subscription's events (its overloads take one event name at a time). */
function listen(sub: TransportSubscription, event: string, fn: Listener): void {
  const on = sub.on as unknown as (this: TransportSubscription, event: string, fn: Listener) => unknown
  on.call(sub, event, fn)
}

/** A subscription handed out before the real transport is loaded; replays itself onto the real one. */
export class LazySubscription<S extends TransportSubscription> implements TransportSubscription {
  real: S | undefined
  private listeners: [string, Listener][] = []
  private wanted = false
  constructor(
    readonly channel: string,
    readonly options?: SubOptions,
  ) {}
  get state(): string {
    return this.real?.state ?? (this.wanted ? 'subscribing' : 'unsubscribed')
  }
  on(event: string, fn: Listener): this {
    this.listeners.push([event, fn])
    if (this.real) listen(this.real, event, fn)
    return this
  }
  subscribe(): void {
    this.wanted = true
    this.real?.subscribe()
  }
  unsubscribe(): void {
    this.wanted = false
    this.real?.unsubscribe()
  }
  removeAllListeners(): void {
    this.listeners = []
    this.real?.removeAllListeners()
  }
  attach(real: S): void {
    this.real = real
    for (const [event, fn] of this.listeners) listen(real, event, fn)
    if (this.wanted) real.subscribe()
  }
}

/**
 * The realtime transport (centrifuge-js, ~26 KB gzip) loaded on first use instead of in the first
 * load of every page: calls made meanwhile are remembered and replayed once `load()` resolves.
 */
export class LazyTransport<S extends TransportSubscription> implements Transport<LazySubscription<S>> {
  private real: Transport<S> | undefined
  private loading: Promise<void> | undefined
  private localState = 'disconnected'
  private stateListeners: ((ctx: { newState: string }) => void)[] = []
  private token: string | undefined
  private wantConnected = false
  private readonly subs = new Set<LazySubscription<S>>()

  constructor(private readonly load: () => Promise<Transport<S>>) {}

  get state(): string {
    return this.real?.state ?? this.localState
  }
  on(_event: 'state', fn: (ctx: { newState: string }) => void): void {
    this.stateListeners.push(fn)
    this.real?.on('state', fn)
  }
  connect(): void {
    this.wantConnected = true
    if (this.real) return this.real.connect()
    this.setLocalState('connecting')
    this.ensureLoaded()
  }
  disconnect(): void {
    this.wantConnected = false
    if (this.real) return this.real.disconnect()
    this.setLocalState('disconnected')
  }
  setToken(token: string): void {
    this.token = token
    this.real?.setToken(token)
  }
  newSubscription(channel: string, options?: SubOptions): LazySubscription<S> {
    const sub = new LazySubscription<S>(channel, options)
    this.subs.add(sub)
    if (this.real) sub.attach(this.real.newSubscription(channel, options))
    else this.ensureLoaded()
    return sub
  }
  removeSubscription(sub: LazySubscription<S>): void {
    this.subs.delete(sub)
    if (this.real && sub.real) this.real.removeSubscription(sub.real)
  }

  private setLocalState(s: string): void {
    if (this.localState === s) return
    this.localState = s
    for (const fn of this.stateListeners) fn({ newState: s })
  }

  private ensureLoaded(): void {
    this.loading ??= this.load().then(
      (real) => {
        this.real = real
        if (this.token !== undefined) real.setToken(this.token)
        for (const fn of this.stateListeners) real.on('state', fn)
        for (const sub of this.subs) sub.attach(real.newSubscription(sub.channel, sub.options))
        if (this.wantConnected) real.connect()
      },
      () => {
        // The chunk failed to load (offline, new deploy): try again on the next call.
        this.loading = undefined
        this.setLocalState('disconnected')
      },
    )
  }
}
