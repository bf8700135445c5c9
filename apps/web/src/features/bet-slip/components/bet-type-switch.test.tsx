import { act, screen } from '@testing-library/react'
import { decimalOdds, marketId, outcomeKey } from '@sportsbook/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { useTicket } from '~/lib/slip/use-slip.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetTypeSwitch } from './bet-type-switch.tsx'

function Switch() {
  const ticket = useTicket()
  return <BetTypeSwitch ticket={ticket} ctx={getSlipStore().getContext()} />
}

const initial = getSlipStore().getContext()
afterEach(() =>
  act(() => {
    getSlipStore().dispatch({ type: 'clear' })
    getSlipStore().setContext(initial)
  }),
)

describe('BetTypeSwitch', () => {
  it('names a bet builder bet as such instead of offering single, combo and system', () => {
    act(() => getSlipStore().setContext({ ...getSlipStore().getContext(), customBetEnabled: true }))
    renderWithApp(<Switch />)
    // Two legs of match 7 as the bet builder adds them, at its joint price.
    const total = {
      ...sel(2, 7),
      outcomeId: outcomeKey(7, 18, 'total=2.5', 'o2'),
      market: { marketId: marketId(18), marketName: 'Total', specifier: 'total=2.5' },
    }
    act(() => {
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(1, 7), custom: true })
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: total, custom: true })
      getSlipStore().dispatch({ type: 'setCustomOdds', key: 'custom:7', odds: decimalOdds(6) })
    })
    expect(
      getSlipStore()
        .getTicket()
        .bets.map((b) => b.betType),
    ).toEqual(['custom_bet'])
    expect(screen.getByTestId('slip-bet-builder').textContent).toBe('Bet Builder')
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('offers the bet types, and no bet builder label, for picks of different matches', () => {
    renderWithApp(<Switch />)
    act(() => [1, 2].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
    expect(screen.getByRole('radiogroup', { name: 'Bet type' })).toBeTruthy()
    expect(screen.queryByTestId('slip-bet-builder')).toBeNull()
  })
})
