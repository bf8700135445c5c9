import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

describe('hydration holds (issue #31: lazy widgets hydrate with the page)', () => {
  it('waits for every registered hold, a failed one included', async () => {
    const { holdHydration, hydrationHolds } = await import('./hydration-holds.ts')
    let arrive: () => void = () => {}
    holdHydration(new Promise<void>((r) => (arrive = r)))
    holdHydration(Promise.reject(new Error('chunk failed')))
    let done = false
    const all = hydrationHolds().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    arrive()
    await all
    expect(done).toBe(true)
  })

  it('never holds the page longer than HYDRATION_HOLD_MAX_MS', async () => {
    vi.useFakeTimers()
    const { holdHydration, hydrationHolds, HYDRATION_HOLD_MAX_MS } = await import('./hydration-holds.ts')
    holdHydration(new Promise(() => {}))
    let done = false
    void hydrationHolds().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(HYDRATION_HOLD_MAX_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
