import { describe, expect, it, vi } from 'vitest'
import { pressOutcome, setOutcomePressHandler } from './outcome-press.ts'
import { getSlipStore } from './slip-store.ts'
import { sel } from './test-selection.ts'

describe('outcome presses', () => {
  it('go to the latest handler, and back to the earlier one when it leaves', () => {
    const a = vi.fn()
    const b = vi.fn()
    const offA = setOutcomePressHandler(a)
    const offB = setOutcomePressHandler(b)
    pressOutcome(sel(1))
    offB()
    pressOutcome(sel(1))
    offA()
    expect(b).toHaveBeenCalledOnce()
    expect(a).toHaveBeenCalledOnce()
    pressOutcome(sel(9))
    expect(getSlipStore().getTicket().selectedOutcomeIds).toContain(sel(9).outcomeId)
  })
})
