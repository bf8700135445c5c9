import type { ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetSlip } from './bet-slip.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const leg = (n: number, odds: number) => ({
  match_id: n,
  match_urn_id: `sr:match:${n}`,
  match_name: `Home ${n} vs Away ${n}`,
  match_status: 0,
  sport_key: 'soccer',
  provider: 'betradar' as const,
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: `o${n}`,
  outcome_name: `Outcome ${n}`,
  odds,
  result: null,
})
/** The server's answer: the combo accepted with the second leg at 1.75 (the slip showed 1.70). */
const placed: ServerBet = {
  id: '301',
  ref: 'SB-00008D',
  type: 'combo',
  status: 'waiting_results',
  result: 'no_results',
  stake: eur(500),
  original_stake: eur(500),
  win_amount: eur(1400),
  odds: 2.8,
  selections: [leg(1, 1.6), leg(2, 1.75)],
  created_at: '2026-11-21T03:00:00.000Z',
  settled_at: null,
  to_cashout: null,
  cashed_out: eur(0),
  cashouts: [],
  cashout_rule: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
}

async function placeCombo() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url.endsWith('/bets'))
      return json(201, { data: [placed], balance: eur(9500) })
    if (url.includes('/player/accounts'))
      return json(200, [{ currency: 'EUR', balance: eur(10_000), active: true }])
    return json(503, {})
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <BetSlip />
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
