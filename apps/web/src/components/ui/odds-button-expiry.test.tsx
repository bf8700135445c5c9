import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { OddsButton } from './odds-button.tsx'

// vitest: isolate (the odds store is one per module graph and arms one timer, which fake timers must own)
describe('OddsButton move indicator', () => {
  it('drops the arrow after a few seconds', () => {
    vi.useFakeTimers()
    try {
      const s = sel(44)
      renderWithApp(<OddsButton label="Over" odds={s.odds} selection={s} />)
      act(() => liveOdds.set(s.outcomeId, 6.5, s.odds))
      expect(screen.getByRole('button', { name: '6.50, Over, odds rising' })).toBeTruthy()
      act(() => vi.advanceTimersByTime(3_000))
      expect(screen.getByRole('button', { name: '6.50, Over' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })
})
