import type { ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { BetCard } from './bet-card.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const leg = (n: number, over: Partial<ServerBet['selections'][number]> = {}) => ({
  match_id: n,
  match_urn_id: `sr:match:${n}`,
  match_name: `Home ${n} vs Away ${n}`,
  match_status: 1,
  sport_key: 'soccer',
  provider: 'betradar' as const,
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: '1',
  outcome_name: `Home ${n}`,
  odds: 2.1,
  result: null,
  ...over,
})
const paid = { result: 'win' as const, early_payout: { at: '2026-11-21T15:20:00.000Z', home: 2, away: 0 } }
const bet = (o: Partial<ServerBet>): ServerBet => ({
  id: '7',
  ref: 'SB-000007',
  type: 'single',
  status: 'done',
  result: 'win_entire',
  stake: eur(1000),
  original_stake: eur(1000),
  win_amount: eur(2100),
  odds: 2.1,
  selections: [leg(1, paid)],
  created_at: '2026-11-21T13:00:00.000Z',
  settled_at: '2026-11-21T15:20:00.000Z',
  to_cashout: null,
  cashed_out: eur(0),
  cashouts: [],
  cashout_rule: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
  ...o,
})

function renderCard(b: ServerBet) {
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <BetCard bet={b} />
      </ul>
    </QueryClientProvider>,
  )
}

describe('My Bets: a leg paid early (ADR 031)', () => {
  it('shows a single won early as won, its leg "Paid early" at the score that paid it', () => {
    renderCard(bet({}))
    expect(screen.getByTestId('paid-early').textContent).toBe('Paid early at 2–0')
    expect(screen.getByText('Won')).toBeTruthy()
  })

  it('shows the paid leg of a multiple still running, the other leg without a result', () => {
    renderCard(
      bet({
        type: 'combo',
        status: 'waiting_results',
        result: 'no_results',
        odds: 4.41,
        win_amount: eur(4410),
        selections: [leg(1, paid), leg(2)],
        settled_at: null,
      }),
    )
    expect(screen.getAllByTestId('paid-early')).toHaveLength(1)
  })
})
