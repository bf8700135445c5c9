import { RealtimeEvent } from '@sportsbook/contract'
import { describe, expect, it, vi } from 'vitest'
import { FakeTransport } from './fake-transport.ts'
import { RealtimeClient, reconnectDelay, tokenUser } from './realtime-client.ts'

/** An unsigned JWT-shaped token whose `sub` is the user (the client only reads it). */
const jwt = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub, exp: 9e9 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`

const setup = () => {
  const transport = new FakeTransport()
  return { transport, client: new RealtimeClient(transport) }
}

const oddinOff = { type: 'provider_status_changed', provider: 'oddin', active: false }

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
    sub.emit('publication', { data: oddinOff })
    expect(a).toHaveBeenCalledWith(oddinOff)
    expect(b).toHaveBeenCalledWith(oddinOff)
    offA()
    expect(sub.unsubscribed).toBe(false)
    sub.emit('publication', { data: oddinOff })
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(2)
    offB()
    expect(sub.unsubscribed).toBe(true)
    expect(transport.subs).toHaveLength(0)
  })

  it('parses each publication once at the entry: subscribers get typed events, never a bad payload', () => {
    const { transport, client } = setup()
    const a = vi.fn()
    const b = vi.fn()
    client.subscribe('public:en', { onPublication: a })
    client.subscribe('public:en', { onPublication: b })
    const sub = transport.subs[0]!
    const parse = vi.spyOn(RealtimeEvent, 'safeParse')
    for (const bad of [
      { type: 'odds_exploded' },
      { type: 'markets_changed', match_id: '7' },
      'garbage',
      null,
    ]) {
      sub.emit('publication', { data: bad })
    }
    expect(a).not.toHaveBeenCalled()
    sub.emit('publication', { data: { ...oddinOff, extra: 'dropped' } })
    expect(a).toHaveBeenCalledWith(oddinOff)
    expect(b).toHaveBeenCalledWith(oddinOff)
    expect(parse).toHaveBeenCalledTimes(5)
    parse.mockRestore()
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

  it('gives $ channels a getToken that asks for that channel, and public channels none', async () => {
    const transport = new FakeTransport()
    const getToken = vi.fn(async (channel: string) => `sub-token:${channel}`)
    const client = new RealtimeClient(transport, getToken)
    client.subscribe('public:en', { onPublication: () => {} })
    client.subscribe('$private:en:42', { onPublication: () => {} })
    expect(transport.subs[0]!.getToken).toBeUndefined()
    expect(await transport.subs[1]!.getToken?.()).toBe('sub-token:$private:en:42')
    expect(getToken).toHaveBeenCalledWith('$private:en:42')
  })

  it('reports subscription states to the handlers', () => {
    const { transport, client } = setup()
    const onSubscriptionState = vi.fn()
    client.subscribe('$private:en:42', { onPublication: () => {}, onSubscriptionState })
    transport.subs[0]!.emit('state', { newState: 'subscribed' })
    transport.subs[0]!.emit('state', { newState: 'subscribing' })
    expect(onSubscriptionState.mock.calls).toEqual([['subscribed'], ['subscribing']])
  })

  it('reconnects with a fresh connection token when the signed-in user changes', () => {
    const { transport, client } = setup()
    client.subscribe('public:en', { onPublication: () => {} })
    client.setUser(null)
    expect(transport.connects).toBe(1)
    expect(transport.token).toBeUndefined()
    client.setUser(null)
    expect(transport.connects).toBe(1)
    client.setUser('42') // sign-in
    expect(transport.token).toBe('')
    expect(transport.disconnects).toBe(1)
    expect(transport.connects).toBe(2)
    client.setUser(null) // sign-out or session expiry
    expect(transport.disconnects).toBe(2)
    expect(transport.connects).toBe(3)
    expect(transport.subs).toHaveLength(1)
  })

  it('only clears the token when the user changes before the connection started', () => {
    const { transport, client } = setup()
    client.setUser(null)
    client.setUser('42')
    expect(transport.token).toBe('')
    expect(transport.connects).toBe(0)
  })

  it('reads whose session a token carries from its sub claim', () => {
    expect(tokenUser(jwt('42'))).toBe('42')
    expect(tokenUser(jwt(''))).toBeNull()
    expect(tokenUser('garbage')).toBeUndefined()
    expect(tokenUser('a.%%%.b')).toBeUndefined()
  })

  it('reconnects when the token in use was fetched for a visitor and the page then learns a player signed in (confirmation link)', () => {
    const { transport, client } = setup()
    client.subscribe('public:en', { onPublication: () => {} })
    client.tokenFetched(jwt('')) // fetched before the confirmation link set the session cookie
    transport.setState('connected')
    client.setUser('42') // the first user the page knows of
    expect(transport.token).toBe('')
    expect(transport.disconnects).toBe(1)
    expect(transport.connects).toBe(2)
    client.tokenFetched(jwt('42'))
    transport.setState('connected')
    expect(transport.connects).toBe(2)
  })

  it('does not reconnect when the token already carries the player, and never loops when the cookie disagrees', () => {
    const { transport, client } = setup()
    client.subscribe('public:en', { onPublication: () => {} })
    client.tokenFetched(jwt('42'))
    transport.setState('connected')
    client.setUser('42')
    expect(transport.connects).toBe(1)
    client.setUser(null) // signed out: the token still says 42
    expect(transport.connects).toBe(2)
    client.tokenFetched(jwt('42')) // the server still sees the old session
    transport.setState('connected')
    transport.setState('connected')
    expect(transport.connects).toBe(2)
  })

  it('comes back after a terminal close (3500) with a fresh token and backoff, until stopped', () => {
    vi.useFakeTimers()
    try {
      const { transport, client } = setup()
      client.subscribe('public:en', { onPublication: () => {} })
      transport.setState('connected')
      transport.setToken('old')
      transport.setState('disconnected') // e.g. close 3500 "invalid token": centrifuge gives up
      vi.advanceTimersByTime(499)
      expect(transport.connects).toBe(1)
      vi.advanceTimersByTime(20_000)
      expect(transport.connects).toBe(2)
      expect(transport.token).toBe('')
      transport.setState('disconnected') // fails again: waits longer, still retries
      vi.advanceTimersByTime(20_000)
      expect(transport.connects).toBe(3)
      client.stop()
      vi.advanceTimersByTime(60_000)
      expect(transport.connects).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('backs off between 500 ms and 20 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500)
    expect(reconnectDelay(0, () => 1)).toBe(500)
    expect(reconnectDelay(3, () => 1)).toBe(4000)
    expect(reconnectDelay(50, () => 1)).toBe(20_000)
    expect(reconnectDelay(50, () => 0)).toBe(500)
  })
})
