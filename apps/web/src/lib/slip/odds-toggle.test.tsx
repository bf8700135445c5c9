import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { renderWithApp } from '~/testing/render.tsx'
import { getSlipStore } from './slip-store.ts'
import { sel } from './test-selection.ts'

describe('odds buttons and the slip', () => {
  it('toggles the selection and every button of that outcome follows aria-pressed', async () => {
    const s = sel(7)
    renderWithApp(
      <>
        <OddsButton label="Home" odds={s.odds} selection={s} />
        <OddsButton label="Home again" odds={s.odds} selection={s} />
      </>,
    )
    const [a, b] = screen.getAllByRole('button')
    await userEvent.click(a!)
    expect(getSlipStore().getTicket().selectedOutcomeIds).toContain(s.outcomeId)
    expect(a!.getAttribute('aria-pressed')).toBe('true')
    expect(b!.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(b!)
    expect(getSlipStore().getTicket().selectedOutcomeIds).not.toContain(s.outcomeId)
    expect(a!.getAttribute('aria-pressed')).toBe('false')
  })
})
