import { afterEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle.ts'

afterEach(() => vi.useRealTimers())

describe('throttle (spec §9: resize notifications every 100 ms at most)', () => {
  it('sends the first call at once, then the latest one per window', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const t = throttle(fn, 100)
    t(1)
    t(2)
    t(3)
    expect(fn.mock.calls).toEqual([[1]])
    vi.advanceTimersByTime(100)
    expect(fn.mock.calls).toEqual([[1], [3]])
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
