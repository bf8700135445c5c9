import { inboundEnvelope } from '@sportsbook/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHostBridge } from './host-bridge.ts'
import { delegateToHost, setActiveBridge } from './active-bridge.ts'

const HOST = 'https://casino.example'

function setup(opts: { mobileApp?: boolean; hostOrigin?: string | null } = {}) {
  const target = { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> }
  const source = new EventTarget() as unknown as Window
  const bridge = createHostBridge({
    allowedOrigins: [HOST],
    hostOrigin: opts.hostOrigin === undefined ? HOST : opts.hostOrigin,
    mobileApp: opts.mobileApp ?? false,
    target,
  })
  const stop = bridge.start(source)
  const got = vi.fn()
  bridge.on(got)
  const send = (data: unknown, origin = HOST) =>
    source.dispatchEvent(new MessageEvent('message', { data, origin }))
  return { bridge, target, send, got, stop }
}

afterEach(() => setActiveBridge(null))

describe('host bridge (spec §5, §7)', () => {
  it('hands valid host messages to the app', () => {
    const { send, got } = setup()
    send(inboundEnvelope('apply_bet_code', { code: 'ABC123' }))
    expect(got).toHaveBeenCalledWith({ type: 'apply_bet_code', payload: { code: 'ABC123' } })
  })

  it('ignores a forged origin, strangers, unknown and malformed messages, counting each', () => {
    const { bridge, send, got } = setup()
    send(inboundEnvelope('open_bet_slip', {}), 'https://evil.example')
    send({ hello: 'world' })
    send({ ...inboundEnvelope('open_bet_slip', {}), type: 'wipe' })
    send(inboundEnvelope('change_locale', { locale: '../../etc' }))
    expect(got).not.toHaveBeenCalled()
    expect(bridge.dropped()).toMatchObject({ origin: 1, foreign: 1, unknown: 1, malformed: 1 })
  })

  it('skips page-change and iframe-integration in the mobile app', () => {
    const { bridge, send, got } = setup({ mobileApp: true })
    send(inboundEnvelope('page_changed', { path: '/live' }))
    send(inboundEnvelope('iframe_integration', { listeners: ['deposit'] }))
    send(inboundEnvelope('open_bet_slip', {}))
    expect(got).toHaveBeenCalledTimes(1)
    expect(bridge.dropped().skipped).toBe(2)
    expect(bridge.delegates('deposit')).toBe(false)
  })

  it('delegates sign-in, sign-up and deposit only for the listeners the host announced', () => {
    const { bridge, send, target } = setup()
    setActiveBridge(bridge)
    expect(delegateToHost('deposit')).toBe(false)
    send(inboundEnvelope('iframe_integration', { listeners: ['deposit', 'sign-in'] }))
    expect(delegateToHost('deposit')).toBe(true)
    expect(delegateToHost('sign-up')).toBe(false)
    expect(target.postMessage).toHaveBeenCalledWith(
      { source: 'sportsbook-frame', version: 1, type: 'deposit', payload: {} },
      HOST,
    )
  })

  it('posts to the exact host origin, and nothing when the host is not an allowed one', () => {
    const known = setup()
    known.bridge.post('page-loaded', { path: '/sports', locale: 'en' })
    expect(known.target.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'page-loaded' }),
      HOST,
    )
    const unknown = setup({ hostOrigin: null })
    expect(unknown.bridge.post('page-loaded', { path: '/sports', locale: 'en' })).toBe(false)
    expect(unknown.target.postMessage).not.toHaveBeenCalled()
  })

  it('keeps listening after a handler throws', () => {
    const { bridge, send, got } = setup()
    bridge.on(() => {
      throw new Error('boom')
    })
    const swallow = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => {})
    send(inboundEnvelope('open_bet_slip', {}))
    send(inboundEnvelope('open_bet_slip', {}))
    expect(got).toHaveBeenCalledTimes(2)
    swallow.mockRestore()
  })
})
