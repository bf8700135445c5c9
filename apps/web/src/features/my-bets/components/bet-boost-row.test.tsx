import type { ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { MyBets } from './my-bets.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const selection = {
  match_id: 1,
  match_urn_id: 'sr:match:1',
  match_name: 'A vs B',
  match_status: 0,
  sport_key: 'soccer',
  provider: 'betradar' as const,
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: '1',
  outcome_name: 'A',
  odds: 2,
  result: null,
}
const bet = (over: Partial<ServerBet>): ServerBet => ({
  id: '7',
  ref: 'B-7',
  type: 'combo',
  status: 'waiting_results',
  result: 'no_results',
  stake: eur(300),
  original_stake: eur(300),
  win_amount: eur(2520),
  odds: 8,
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
  selections: [selection, { ...selection, match_id: 2 }, { ...selection, match_id: 3 }],
  ...over,
})

afterEach(() => vi.unstubAllGlobals())

async function show(bets: ServerBet[]) {
  vi.stubGlobal('fetch', async (url: string) =>
    url.includes('/player/accounts')
      ? json(200, [{ currency: 'EUR', balance: eur(5000), active: true }])
      : json(200, { data: bets, pagination: { total: bets.length, page: 1, limit: 500, last_page: 1 } }),
  )
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <MyBets />
    </QueryClientProvider>,
  )
  return screen.findAllByTestId('bet-card')
}

describe('My Bets bonus rows', () => {
  it('shows the comboboost used and the part of the win its boost adds', async () => {
    const [card] = await show([bet({ bonus: { id: 'c1', type: 'comboboost', odds: 1.05, amount: null } })])
    expect(within(card!).getByTestId('bet-bonus').textContent).toBe('Combo boost +5%')
    // 3 € × 8.00 = 24.00 €, × 1.05 = 25.20 €: the boost adds 1.20 €.
    expect(within(card!).getByText('Boost').nextElementSibling?.textContent).toBe('+€1.20')
  })

  it('shows the freebet used and no boost row', async () => {
    const [card] = await show([
      bet({
        bonus: { id: 'f9', type: 'freebet_only_win', odds: null, amount: eur(300) },
        win_amount: eur(2100),
      }),
    ])
    expect(within(card!).getByTestId('bet-bonus').textContent).toBe('Freebet (winnings only) €3.00')
    expect(within(card!).queryByTestId('bet-boost')).toBeNull()
  })

  it('shows a profit boost used and, once settled, the boost paid (issue #30.5)', async () => {
    const profit = { id: 'f3', type: 'profit_boost' as const, odds: 1.25, amount: null, boost_bp: 2500 }
    const [open, settled] = await show([
      bet({ id: '8', bonus: { ...profit, boost_paid: null } }),
      bet({
        id: '9',
        status: 'done',
        result: 'win_entire',
        win_amount: eur(2925),
        settled_at: '2026-11-22T03:00:00.000Z',
        bonus: { ...profit, boost_paid: eur(525) },
      }),
    ])
    expect(within(open!).getByTestId('bet-bonus').textContent).toBe('Profit boost +25%')
    expect(within(open!).queryByTestId('bet-boost-paid')).toBeNull()
    expect(within(settled!).getByText('Boost paid').nextElementSibling?.textContent).toBe('+€5.25')
  })

  it('shows a selection taken at a price boost with its normal price struck through, in words too', async () => {
    const [card] = await show([
      bet({ type: 'single', odds: 2.5, selections: [{ ...selection, odds: 2.5, boosted_from: 2.1 }] }),
    ])
    expect(within(card!).getByTestId('bet-odds-was').textContent).toBe('2.10')
    expect(within(card!).getByText('boosted from 2.10 to 2.50')).toBeTruthy()
  })
})
