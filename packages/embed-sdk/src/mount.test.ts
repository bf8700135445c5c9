import { outboundEnvelope } from '@sportsbook/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from './mount.ts'

const ORIGIN = 'https://sports.example'

function frameSays(embed: ReturnType<typeof mount>, data: unknown, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: embed.iframe.contentWindow }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('mount', () => {
  it('opens the sportsbook in the locale and page asked for', () => {
    const embed = mount(document.body, {
      origin: `${ORIGIN}/ignored`,
      locale: 'ar',
      path: '/live',
      mobileApp: true,
    })
    expect(embed.iframe.src).toBe(`${ORIGIN}/ar/sports/live?mobile_app=1`)
    expect(embed.iframe.title).toBe('Sportsbook')
  })

  it('announces its listeners once the frame is ready and flushes queued commands', () => {
    const embed = mount(document.body, { origin: ORIGIN, onDeposit: () => {} })
    // happy-dom loads no frame page: stand in for the frame's window.
    const post = vi.fn()
    Object.defineProperty(embed.iframe, 'contentWindow', { value: { postMessage: post } })
    embed.applyBetCode('CODE1')
    expect(post).not.toHaveBeenCalled()
    frameSays(embed, outboundEnvelope('initialized', { locale: 'en', version: 1 }))
    const types = post.mock.calls.map((c) => (c[0] as { type: string }).type)
    expect(types).toEqual(['iframe_integration', 'viewport', 'apply_bet_code'])
    expect(post.mock.calls[0]).toEqual([
      {
        source: 'sportsbook-host',
        version: 1,
        type: 'iframe_integration',
        payload: { listeners: ['deposit'] },
      },
      ORIGIN,
    ])
  })

  it('tells the frame which part of it is on screen when the host scrolls', () => {
    vi.useFakeTimers()
    try {
      const embed = mount(document.body, { origin: ORIGIN })
      const post = vi.fn()
      Object.defineProperty(embed.iframe, 'contentWindow', { value: { postMessage: post } })
      frameSays(embed, outboundEnvelope('initialized', { locale: 'en', version: 1 }))
      post.mockClear()
      // the host scrolled 600 px past the frame's top
      embed.iframe.getBoundingClientRect = () => ({ top: -600 }) as DOMRect
      window.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(200)
      const viewports = post.mock.calls
        .map((c) => c[0] as { type: string; payload: Record<string, number> })
        .filter((m) => m.type === 'viewport')
      expect(viewports).toHaveLength(1)
      expect(viewports[0]?.payload).toMatchObject({ offsetTop: 0, visibleTop: 600 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('calls the host callbacks and follows the content height', () => {
    const onDeposit = vi.fn()
    const onMessage = vi.fn()
    const embed = mount(document.body, { origin: ORIGIN, onDeposit, onMessage })
    frameSays(embed, outboundEnvelope('deposit', {}))
    frameSays(embed, outboundEnvelope('page-size-changed', { width: 800, height: 1234 }))
    expect(onDeposit).toHaveBeenCalledTimes(1)
    expect(embed.iframe.style.height).toBe('1234px')
    expect(onMessage).toHaveBeenCalledTimes(2)
  })

  it('ignores messages from any other origin', () => {
    const onSignIn = vi.fn()
    const embed = mount(document.body, { origin: ORIGIN, onSignIn })
    frameSays(embed, outboundEnvelope('sign-in', {}), 'https://evil.example')
    expect(onSignIn).not.toHaveBeenCalled()
    embed.destroy()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
