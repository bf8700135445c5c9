import { afterEach, describe, expect, it, vi } from 'vitest'
import { observePageSize, PAGE_SIZE_THROTTLE_MS } from './page-size.ts'

let observed: (() => void) | undefined
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback
  }
  observe() {}
  disconnect() {}
}

/**
 * A frame that grew to 4,033 px for a long page: the browser's scrollHeight of the document and of a
 * screen-tall body stays at the frame's height; body's box is what the content needs now.
 */
function layout(content: { height: number }) {
  for (const el of [document.documentElement, document.body])
    Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => 4033 })
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(
    () => ({ height: content.height }) as DOMRect,
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('page-size-changed (the host sizes its frame by it)', () => {
  it('follows the content up and back down, at most every 100 ms (spec §9)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const content = { height: 4033 }
    layout(content)
    const sizes: number[] = []
    const stop = observePageSize((s) => sizes.push(s.height))
    expect(sizes).toEqual([4033])

    content.height = 900 // a short page now
    vi.advanceTimersByTime(PAGE_SIZE_THROTTLE_MS)
    observed!()
    content.height = 880
    observed!() // within 100 ms of the last: only the latest is sent, after the wait
    expect(sizes).toEqual([4033, 900])
    vi.advanceTimersByTime(PAGE_SIZE_THROTTLE_MS)
    expect(sizes).toEqual([4033, 900, 880])

    content.height = 2500 // and up again
    vi.advanceTimersByTime(PAGE_SIZE_THROTTLE_MS)
    observed!()
    expect(sizes).toEqual([4033, 900, 880, 2500])
    stop()
  })
})
