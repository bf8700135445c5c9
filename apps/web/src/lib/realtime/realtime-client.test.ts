import { describe, expect, it, vi } from 'vitest'
import { FakeTransport } from './fake-transport.ts'
import { RealtimeClient } from './realtime-client.ts'

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
