import { describe, expect, it, vi } from 'vitest'
import { outcomeKey } from '@sportsbook/domain'
import { EXPIRE_BATCH, LiveOddsStore, ODDS_MOVE_MS } from './odds-store.ts'

function fakeClock() {
  let t = 1_000
  const timers: { at: number; fn: () => void }[] = []
  return {
    now: () => t,
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: t + ms, fn }),
    advance(ms: number) {
      t += ms
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= t) timer.fn()
        else timers.push(timer)
      }
    },
  }
}

describe('LiveOddsStore', () => {
  const key = outcomeKey(1, 18, 'total=2.5', '12')

  it('keys outcomes by match, market, specifier and outcome', () => {
    expect(key).toBe('1|18|total=2.5|12')
  })

  it('a reloaded price does not overwrite one written after the reload started', () => {
    const store = new LiveOddsStore(fakeClock())
    const other = outcomeKey(1, 18, 'total=2.5', '13')
    store.set(key, 1.8)
    store.set(other, 2.0)
    const since = store.mark()
    store.set(key, 1.95) // a publication while the reload loads
    store.setUnlessWrittenSince(key, 1.85, since)
    store.setUnlessWrittenSince(other, 2.1, since)
    expect(store.get(key)?.odds).toBe(1.95)
    expect(store.get(other)).toMatchObject({ odds: 2.1, direction: 'up' })
  })

  it('shows the direction of a move for ODDS_MOVE_MS, then clears it', () => {
    const clock = fakeClock()
    const store = new LiveOddsStore(clock)
    const listener = vi.fn()
    store.subscribe(key, listener)
    store.set(key, 1.9, 1.85)
    expect(store.get(key)).toMatchObject({ odds: 1.9, direction: 'up' })
    expect(listener).toHaveBeenCalledTimes(1)
    clock.advance(ODDS_MOVE_MS - 1)
    expect(store.get(key)?.direction).toBe('up')
    clock.advance(1)
    expect(store.get(key)).toMatchObject({ odds: 1.9, direction: null })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the later expiry when a price moves again', () => {
    const clock = fakeClock()
    const store = new LiveOddsStore(clock)
    store.set(key, 2, 1.9)
    clock.advance(2_000)
    store.set(key, 1.8)
    expect(store.get(key)?.direction).toBe('down')
    clock.advance(1_500)
    expect(store.get(key)?.direction).toBe('down')
    clock.advance(1_500)
    expect(store.get(key)?.direction).toBeNull()
  })

  it('notifies only the listeners of the key that changed, and not for an equal price', () => {
    const store = new LiveOddsStore(fakeClock())
    const mine = vi.fn()
    const other = vi.fn()
    store.subscribe(key, mine)
    store.subscribe('1|1||1', other)
    store.set(key, 1.9)
    store.set(key, 1.9)
    expect(mine).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()
    expect(store.get(key)?.direction).toBeNull()
  })

  it('records a first price equal to the one shown without a move', () => {
    const store = new LiveOddsStore(fakeClock())
    store.set(key, 1.9, 1.9)
    expect(store.get(key)).toMatchObject({ odds: 1.9, direction: null })
  })
})

describe('LiveOddsStore expiry batches', () => {
  it('clears at most EXPIRE_BATCH arrows per timer task, the rest in the next ones', () => {
    const clock = fakeClock()
    const store = new LiveOddsStore(clock)
    const keys = Array.from({ length: EXPIRE_BATCH + 10 }, (_, i) => `k${i}`)
    for (const k of keys) store.set(k, 2, 1.5)
    clock.advance(ODDS_MOVE_MS)
    expect(keys.filter((k) => store.get(k)?.direction === null)).toHaveLength(EXPIRE_BATCH)
    clock.advance(0)
    expect(keys.every((k) => store.get(k)?.direction === null)).toBe(true)
  })
})
