import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { OddsButton } from './odds-button.tsx'

describe('OddsButton with live odds', () => {
  it('shows a moved price with an arrow, colour and words, and re-renders only that button', () => {
    const [a, b] = [sel(41), sel(42)]
    const renders = { a: 0, b: 0 }
    renderWithApp(
      <>
        <Profiler id="a" onRender={() => renders.a++}>
          <OddsButton label="Home" odds={a.odds} selection={a} />
        </Profiler>
        <Profiler id="b" onRender={() => renders.b++}>
          <OddsButton label="Away" odds={b.odds} selection={b} />
        </Profiler>
      </>,
    )
    const before = { ...renders }
    act(() => liveOdds.set(a.outcomeId, 6.1, a.odds))
    const button = screen.getByRole('button', { name: '6.10, Home, odds rising' })
    expect(button.querySelector('[data-odds-move="up"]')).not.toBeNull()
    expect(button.textContent).toBe('6.10')
    expect(renders.a).toBe(before.a + 1)
    expect(renders.b).toBe(before.b)
    act(() => liveOdds.set(a.outcomeId, 5.2))
    expect(screen.getByRole('button', { name: '5.20, Home, odds falling' })).toBeTruthy()
  })

  it('puts the live price, not the loaded one, on the slip', async () => {
    const s = sel(43)
    renderWithApp(<OddsButton label="Draw" odds={s.odds} selection={s} />)
    act(() => liveOdds.set(s.outcomeId, 3.3, s.odds))
    await userEvent.click(screen.getByRole('button', { name: /^3\.30, Draw/ }))
    const bet = getSlipStore().getTicket()
    expect(JSON.stringify(bet)).toContain('3.3')
  })
})
