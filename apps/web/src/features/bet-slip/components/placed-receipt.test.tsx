import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { betLegFixture, serverBetFixture } from '~/testing/bet-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { eur, slipFetch } from '~/testing/slip-fixture.ts'
import { ReceiptActionsContext, type ReceiptBetActions } from '../hooks/receipt-actions.ts'
import { BetSlip } from './bet-slip.tsx'

/** The server's answer: the combo accepted with the second leg at 1.75 (the slip showed 1.70). */
const placed = serverBetFixture({
  id: '301',
  ref: 'SB-00008D',
  stake: eur(500),
  original_stake: eur(500),
  win_amount: eur(1400),
  odds: 2.8,
  selections: [betLegFixture(1, { odds: 1.6 }), betLegFixture(2, { odds: 1.75 })],
  created_at: '2026-11-21T03:00:00.000Z',
})

async function placeCombo(actions?: ReceiptBetActions, answer = placed) {
  vi.stubGlobal(
    'fetch',
    slipFetch({
      balance: 10_000,
      post: (url) => (url.endsWith('/bets') ? json(201, { data: [answer], balance: eur(9500) }) : undefined),
    }),
  )
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <ReceiptActionsContext value={actions}>
        <BetSlip />
      </ReceiptActionsContext>
    </QueryClientProvider>,
  )
  act(() => [1, 2].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
  await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5')
  await userEvent.click(screen.getByRole('button', { name: /^Place bet · €5\.00/ }))
  return screen.findByTestId('bet-receipt')
}

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('the bet receipt (issue #29)', () => {
  it('shows the reference, each selection at the accepted odds and what moved, stake, return; and takes focus', async () => {
    const receipt = await placeCombo()
    expect(within(receipt).getByRole('heading', { name: 'Bet placed' })).toBeTruthy()
    expect(document.activeElement).toBe(receipt)
    expect(receipt.getAttribute('aria-labelledby')).toBe(within(receipt).getByRole('heading').id)
    expect(within(receipt).getByTestId('receipt-ref').textContent).toBe('Ref SB-00008D')
    const legs = within(receipt).getAllByTestId('receipt-selection')
    expect(legs.map((l) => l.textContent)).toEqual([
      'Outcome 11x2 · Home 1 vs Away 11.60',
      'Outcome 21x2 · Home 2 vs Away 2Accepted at 1.75, up from 1.70 on your slip1.75',
    ])
    expect(within(receipt).getByText('Total odds').nextElementSibling?.textContent).toBe('2.80')
    expect(within(receipt).getByTestId('receipt-stake').textContent).toBe('€5.00')
    expect(within(receipt).getByTestId('receipt-return').textContent).toBe('€14.00')
    for (const name of ['Keep selections', 'Share', 'View my bets'])
      expect(within(receipt).getByRole('button', { name })).toBeTruthy()
  })

  it("shows what the root composes on each placed bet (My Bets' auto cash-out, issue #30.1)", async () => {
    const receipt = await placeCombo((bet) => <button type="button">Rule for {bet.ref}</button>)
    const bet = within(receipt).getByTestId('receipt-bet')
    expect(within(bet).getByRole('button', { name: 'Rule for SB-00008D' })).toBeTruthy()
  })

  it('shows the acca offers the combo earned, as My Bets does (issue #30.4)', async () => {
    const insured = {
      ...placed,
      acca: [
        { kind: 'acca_bonus' as const, state: 'open' as const, percent: 10 },
        { kind: 'acca_insurance' as const, state: 'open' as const },
      ],
    }
    const receipt = await placeCombo(undefined, insured)
    expect(within(receipt).getByTestId('bet-acca_insurance').textContent).toBe('Acca insuranceApplies')
    expect(within(receipt).getByTestId('bet-acca_bonus').textContent).toBe('Acca bonus +10%Applies')
  })

  it('shows the Lucky bonus terms a named multiple took (ADR 036-lucky-bonuses)', async () => {
    const lucky = {
      ...placed,
      lucky: { base: 'winnings' as const, one_winner_odds_multiplier: 2, state: 'open' as const },
    }
    const receipt = await placeCombo(undefined, lucky)
    expect(within(receipt).getByTestId('bet-lucky-bonus').textContent).toBe(
      'Lucky bonus1 winner: single at double odds',
    )
  })

  it('Keep selections puts the same picks back as a combo at the accepted odds, with no stake', async () => {
    const receipt = await placeCombo()
    await userEvent.click(within(receipt).getByRole('button', { name: 'Keep selections' }))
    expect(screen.queryByTestId('bet-receipt')).toBeNull()
    const [bet] = getSlipStore().getTicket().bets
    expect(bet?.betType).toBe('combo')
    expect(bet?.selections.map((s) => s.odds)).toEqual([1.6, 1.75])
    expect(bet?.stake.amount).toBe(0)
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(2)
  })
})
