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

  it('marks at once when the browser goes offline, for bets too (offline, as of the loss with no fetch time given)', () => {
    renderWithApp(<StaleMark what="bets" />)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    act(() => vi.advanceTimersByTime(0))
    expect(mark()?.textContent).toBe('Offline, as of 2:03 PM')
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(mark()).toBeNull()
  })

  it("offline, says so, as of when the data was fetched, to the minute in the user's locale, until back online", () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetched = new Date('2026-11-29T13:41:20').getTime()
    renderWithApp(<StaleMark what="bets" asOf={fetched} />)
    expect(mark()?.textContent).toBe('Offline, as of 1:41 PM')
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(mark()).toBeNull()
    online.mockRestore()
  })

  it('offline in German: 24-hour time; prices say they are not for betting', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithApp(<StaleMark what="bets" asOf={new Date('2026-11-29T14:03:59').getTime()} />, {
      locale: 'de',
    })
    expect(mark()?.textContent).toBe('Offline, Stand 14:03')
    renderWithApp(<StaleMark what="prices" />)
    expect(screen.getAllByTestId('stale-mark')[1]?.textContent).toBe(
      "Offline · these prices can't be bet on until you're back online",
    )
    online.mockRestore()
  })
})
