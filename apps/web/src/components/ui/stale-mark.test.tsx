import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { StaleMark } from './stale-mark.tsx'

// A realtime client whose connection state the test moves.
const client = vi.hoisted(() => {
  const listeners = new Set<() => void>()
  return {
    state: 'connected',
    onStateChange: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    move(state: string) {
      this.state = state
      for (const l of listeners) l()
    },
  }
})
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(new Date('2026-11-29T14:03:05'))
  client.state = 'connected'
})
afterEach(() => vi.useRealTimers())

const mark = () => screen.queryByTestId('stale-mark')

describe('StaleMark', () => {
  it('says a panel is not live, as of when, after the connection has been lost a moment, and goes away when back', () => {
    renderWithApp(<StaleMark what="prices" />)
    expect(mark()).toBeNull()
    act(() => client.move('connecting'))
    // a deploy's quick reconnect is not shown
    act(() => vi.advanceTimersByTime(1_500))
    expect(mark()).toBeNull()
    act(() => vi.advanceTimersByTime(600))
    expect(mark()?.textContent).toBe('Prices as of 2:03:05 PM · reconnecting…')
    act(() => client.move('connected'))
    expect(mark()).toBeNull()
  })

  it('marks at once when the browser goes offline, for bets too', () => {
    renderWithApp(<StaleMark what="bets" />)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    act(() => vi.advanceTimersByTime(0))
    expect(mark()?.textContent).toBe('Bets as of 2:03:05 PM · reconnecting…')
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(mark()).toBeNull()
  })
})
