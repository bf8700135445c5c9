import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useHeldUntilReady } from './use-held-until-ready.ts'

describe('useHeldUntilReady', () => {
  it('gives the first value until ready, then the current one', () => {
    const view = renderHook(({ value }) => useHeldUntilReady(value), { initialProps: { value: 1 } })
    view.rerender({ value: 2 })
    expect(view.result.current[0]).toBe(1)
    act(() => view.result.current[1]())
    expect(view.result.current[0]).toBe(2)
    view.rerender({ value: 3 })
    expect(view.result.current[0]).toBe(3)
  })
})
