import type { Transport, TransportSubscription } from './realtime-client.ts'

type Handler = (ctx: never) => void

/** A subscription for tests: events are driven by hand with `emit`. */

export class FakeSub implements TransportSubscription {
  state = 'unsubscribed'
  readonly handlers = new Map<string, Handler>()
  unsubscribed = false
  constructor(
    readonly channel: string,
    readonly getToken?: () => Promise<string>,
  ) {}
  on(event: string, fn: Handler) {
    this.handlers.set(event, fn)
  }
  subscribe() {
    this.state = 'subscribing'
  }
  unsubscribe() {
    this.unsubscribed = true
  }
  removeAllListeners() {
    this.handlers.clear()
  }
  emit(event: string, ctx: object) {
    if (event === 'subscribed') this.state = 'subscribed'
    if (event === 'state') this.state = (ctx as { newState: string }).newState
    this.handlers.get(event)?.(ctx as never)
  }
}

/** A transport for tests: no sockets, state and subscriptions driven by hand. */
export class FakeTransport implements Transport<FakeSub> {
  state = 'disconnected'
  connects = 0
  disconnects = 0
  token: string | undefined
  readonly subs: FakeSub[] = []
  private onState?: (ctx: { newState: string }) => void
  on(_event: 'state', fn: (ctx: { newState: string }) => void) {
    this.onState = fn
  }
  connect() {
    this.connects++
    this.setState('connecting')
  }
  disconnect() {
    this.disconnects++
    this.setState('disconnected')
  }
  setToken(token: string) {
    this.token = token
  }
  setState(s: string) {
    this.state = s
    this.onState?.({ newState: s })
  }
  newSubscription(channel: string, options?: { getToken?: () => Promise<string> }) {
    const s = new FakeSub(channel, options?.getToken)
    this.subs.push(s)
    return s
  }
  removeSubscription(sub: FakeSub) {
    this.subs.splice(this.subs.indexOf(sub), 1)
  }
}
