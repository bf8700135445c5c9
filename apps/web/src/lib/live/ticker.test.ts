import { describe, expect, it, vi } from 'vitest'
import { TICK_MS, Ticker } from './ticker.ts'

describe('Ticker', () => {
  it('runs one interval while anyone listens, and none after the last one leaves', () => {
    vi.useFakeTimers()
    const t = new Ticker()
    const a = vi.fn()
    const b = vi.fn()
    const offA = t.subscribe(a)
    const offB = t.subscribe(b)
    vi.advanceTimersByTime(TICK_MS * 3)
    expect(a).toHaveBeenCalledTimes(3)
    expect(b).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(1)
    offA()
    offB()
    expect(t.running).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
  })
})
