import { describe, expect, it, vi } from 'vitest'
import { FakeTransport } from './fake-transport.ts'
import { LazyTransport } from './lazy-transport.ts'
import { RealtimeClient } from './realtime-client.ts'

describe('LazyTransport', () => {
  it('loads the transport on first subscribe and replays connect, subscriptions and listeners', async () => {
    const real = new FakeTransport()
    let resolve!: (t: FakeTransport) => void
    const load = vi.fn(() => new Promise<FakeTransport>((r) => (resolve = r)))
    const client = new RealtimeClient(new LazyTransport(load))
    expect(load).not.toHaveBeenCalled()
    const onPublication = vi.fn()
    client.subscribe('public:en', { onPublication })
    expect(load).toHaveBeenCalledTimes(1)
    expect(client.state).toBe('connecting')

    resolve(real)
    await vi.waitFor(() => expect(real.connects).toBe(1))
    expect(real.subs.map((s) => s.channel)).toEqual(['public:en'])
    expect(real.subs[0]!.state).toBe('subscribing')
    real.setState('connected')
    expect(client.state).toBe('connected')
    const event = { type: 'provider_status_changed', provider: 'betradar', active: false }
    real.subs[0]!.emit('publication', { data: event })
    expect(onPublication).toHaveBeenCalledWith(event)
  })

  it('drops a subscription removed before the transport arrived', async () => {
    const real = new FakeTransport()
    const client = new RealtimeClient(new LazyTransport(() => Promise.resolve(real)))
    const off = client.subscribe('match:en:1', { onPublication: () => {} })
    off()
    client.subscribe('public:en', { onPublication: () => {} })
    await vi.waitFor(() => expect(real.connects).toBe(1))
    expect(real.subs.map((s) => s.channel)).toEqual(['public:en'])
  })
})
