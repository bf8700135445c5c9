import type { ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { BetCard } from './bet-card.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const leg = (n: number) => ({
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
  odds: 2.1,
  result: null,
})
const cashedAt = '2026-11-21T14:05:00.000Z'
/** The bet: a €2.00 system, €1.82 cashed out, €0.90 of its stake still in play. */
const partlyCashedOut: ServerBet = {
  id: '9',
  ref: 'SB-000009',
  type: 'system',
  status: 'waiting_results',
  result: 'no_results',
  stake: eur(90),
  original_stake: eur(200),
  win_amount: eur(198),
  odds: 9.26,
  selections: [leg(1), leg(2), leg(3)],
  created_at: '2026-11-21T13:00:00.000Z',
  settled_at: null,
  to_cashout: null,
  cashed_out: eur(182),
  cashouts: [{ at: cashedAt, amount: eur(182), stake_left: eur(90) }],
  cashout_rule: null,
  bonus: null,
  system: { id: '2/3', win_count: 2, total_count: 3 },
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
}

function renderCard(bet: ServerBet) {
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <BetCard bet={bet} />
      </ul>
    </QueryClientProvider>,
  )
  return (label: string) => screen.getByText(label).nextElementSibling?.textContent
}

const at = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))

describe('My Bets after a cash-out (issue #29)', () => {
  it('shows the stake placed, the cash-out and when, what still runs, and the net so far: no profit on a loss', () => {
    const row = renderCard(partlyCashedOut)
    expect(screen.getByTestId('bet-stake').textContent).toBe('€2.00')
    expect(row(`Cashed out ${at(cashedAt)}`)).toBe('€1.82')
    expect(row('Stake still in play')).toBe('€0.90')
    expect(row('Potential return')).toBe('€1.98')
    expect(row('Net so far')).toBe('-€0.18')
  })

  it('settled, it shows what settlement paid on the rest and the net result', () => {
    const row = renderCard({
      ...partlyCashedOut,
      status: 'done',
      result: 'win_entire',
      win_amount: eur(182 + 198),
      settled_at: '2026-11-21T16:00:00.000Z',
    })
    expect(screen.getByTestId('bet-stake').textContent).toBe('€2.00')
    expect(row('Paid at settlement')).toBe('€1.98')
    expect(row('Net result')).toBe('+€1.80')
    expect(screen.queryByText('Stake still in play')).toBeNull()
  })

  it('each of several cash-outs has its own row; a full one leaves nothing in play', () => {
    const second = '2026-11-21T15:10:00.000Z'
    renderCard({
      ...partlyCashedOut,
      status: 'cashed_out',
      result: 'cashed_out',
      stake: eur(90),
      cashed_out: eur(182 + 95),
      win_amount: eur(182 + 95),
      cashouts: [...partlyCashedOut.cashouts, { at: second, amount: eur(95), stake_left: eur(0) }],
    })
    expect(screen.getAllByTestId('cashed-out').map((d) => d.textContent)).toEqual(['€1.82', '€0.95'])
    expect(screen.getByText(`Cashed out ${at(second)}`)).toBeTruthy()
    expect(screen.getByTestId('bet-net').textContent).toBe('+€0.77')
    expect(screen.queryByText('Stake still in play')).toBeNull()
  })

  it('a bet never cashed out reads as before: its stake and what it may return', () => {
    const row = renderCard({ ...partlyCashedOut, stake: eur(200), cashed_out: eur(0), cashouts: [] })
    expect(screen.getByTestId('bet-stake').textContent).toBe('€2.00')
    expect(row('Potential return')).toBe('€1.98')
    expect(screen.queryByTestId('bet-net')).toBeNull()
  })
})
