import { describe, expect, it, vi } from 'vitest'
import { RealtimeClient, type Transport, type TransportSubscription } from './realtime-client.ts'

type Handler = (ctx: never) => void

class FakeSub implements TransportSubscription {
  state = 'unsubscribed'
  readonly handlers = new Map<string, Handler>()
  unsubscribed = false
  constructor(readonly channel: string) {}
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
    this.handlers.get(event)?.(ctx as never)
  }
}

class FakeTransport implements Transport<FakeSub> {
  state = 'disconnected'
  connects = 0
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
    this.setState('disconnected')
  }
  setState(s: string) {
    this.state = s
    this.onState?.({ newState: s })
  }
  newSubscription(channel: string) {
    const s = new FakeSub(channel)
    this.subs.push(s)
    return s
  }
  removeSubscription(sub: FakeSub) {
    this.subs.splice(this.subs.indexOf(sub), 1)
  }
}

const setup = () => {
  const transport = new FakeTransport()
  return { transport, client: new RealtimeClient(transport) }
}

describe('RealtimeClient', () => {
  it('connects on the first subscription and reports state changes', () => {
    const { transport, client } = setup()
    const onState = vi.fn()
    client.onStateChange(onState)
    expect(client.state).toBe('disconnected')
    client.subscribe('public:en', { onPublication: () => {} })
    client.subscribe('match:en:1', { onPublication: () => {} })
    expect(transport.connects).toBe(1)
    expect(client.state).toBe('connecting')
    transport.setState('connected')
    expect(client.state).toBe('connected')
    expect(onState).toHaveBeenCalledTimes(2)
  })

  it('shares one subscription per channel and drops it with the last subscriber', () => {
    const { transport, client } = setup()
    const a = vi.fn()
    const b = vi.fn()
    const offA = client.subscribe('public:en', { onPublication: a })
    const offB = client.subscribe('public:en', { onPublication: b })
    expect(transport.subs).toHaveLength(1)
    const sub = transport.subs[0]!
    sub.emit('publication', { data: { type: 'x' } })
    expect(a).toHaveBeenCalledWith({ type: 'x' })
    expect(b).toHaveBeenCalledWith({ type: 'x' })
    offA()
    expect(sub.unsubscribed).toBe(false)
    sub.emit('publication', { data: 2 })
    expect(a).toHaveBeenCalledTimes(1)
    offB()
    expect(sub.unsubscribed).toBe(true)
    expect(transport.subs).toHaveLength(0)
  })

  it('asks for a REST resync after the first subscribe and after recovered: false, not after a recovery', () => {
    const { transport, client } = setup()
    const onResync = vi.fn()
    client.subscribe('match:en:7', { onPublication: () => {}, onResync })
    const sub = transport.subs[0]!
    sub.emit('subscribed', { wasRecovering: false, recovered: false })
    expect(onResync).toHaveBeenCalledTimes(1)
    sub.emit('subscribed', { wasRecovering: true, recovered: true })
    expect(onResync).toHaveBeenCalledTimes(1)
    sub.emit('subscribed', { wasRecovering: true, recovered: false })
    expect(onResync).toHaveBeenCalledTimes(2)
  })

  it('asks a late joiner of a live channel to resync too', async () => {
    const { transport, client } = setup()
    client.subscribe('public:en', { onPublication: () => {} })
    transport.subs[0]!.emit('subscribed', { wasRecovering: false, recovered: false })
    const onResync = vi.fn()
    client.subscribe('public:en', { onPublication: () => {}, onResync })
    await Promise.resolve()
    expect(onResync).toHaveBeenCalledTimes(1)
  })
})
