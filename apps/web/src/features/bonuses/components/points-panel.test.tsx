import type { BonusCampaign, PointsProgress, TournamentRating } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { ratingQueryKey } from '../api/get-rating.ts'
import { PointsPanel } from './points-panel.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const progress: PointsProgress = {
  point_stake: eur(100),
  min_stake: eur(100),
  max_freebets: 3,
  potential_freebet_amount: eur(500),
  initial_pool: null,
  pool: null,
  prizes: [],
  prize_shares_bp: [],
  ends_at: null,
  finished: false,
  joined: true,
  points: 32,
  bets_count: 3,
  avg_stake: eur(1067),
  available_points: 12,
  potential_points: 20,
  farmed_freebets_count: 1,
  farmed_amount: eur(500),
  position: null,
}
const campaign = (over: Partial<BonusCampaign>): BonusCampaign => ({
  id: 'c6',
  type: 'hunting',
  key: 'demo-hunting',
  name: 'Freebet hunt',
  description: '',
  amount: null,
  min_odds: 1.5,
  max_odds: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  ranges: [],
  country_codes: [],
  only_verified: false,
  valid_to: null,
  status: 'active',
  points: progress,
  ...over,
})

function renderPanel(c: BonusCampaign, rating?: TournamentRating, signedIn = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  if (rating) qc.setQueryData(ratingQueryKey(c.id), rating)
  return renderWithApp(
    <QueryClientProvider client={qc}>
      <PointsPanel campaign={c} signedIn={signedIn} />
    </QueryClientProvider>,
  )
}

describe('PointsPanel', () => {
  it('shows a joined hunting’s points toward the next freebet and the freebets won', () => {
    renderPanel(campaign({}))
    const bar = screen.getByRole('progressbar', { name: '12 of 20 points' })
    expect(bar.getAttribute('aria-valuenow')).toBe('12')
    expect(screen.getByTestId('hunting-next').textContent).toContain('8 more points win a €5.00 freebet')
    expect(screen.getByTestId('hunting-farmed').textContent).toBe('32 points in total · freebets won: 1 of 3')
    expect(screen.queryByRole('button', { name: 'Join the hunt' })).toBeNull()
  })

  it('offers joining while available, and never to a visitor', () => {
    const open = campaign({ status: 'available', points: { ...progress, joined: false, points: 0 } })
    renderPanel(open)
    expect((screen.getByRole('button', { name: 'Join the hunt' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows the tournament pool, its prizes, and marks the player’s own row even below the top', () => {
    const t = campaign({
      id: 'c7',
      type: 'tournament',
      name: 'Weekly tournament',
      points: { ...progress, pool: eur(10_250), prize_shares_bp: [5000, 3000, 2000], position: 12 },
    })
    const row = (position: number, points: number, current_user = false) => ({
      position,
      current_user,
      name: `Player ${position}`,
      points,
      farmed_amount: eur(position === 1 ? 5125 : 0),
      currency_code: 'EUR',
      farmed_freebets_count: 0,
    })
    renderPanel(t, {
      data: [row(1, 30), row(2, 10)],
      total: 12,
      page: 1,
      limit: 10,
      current_user: row(12, 1, true),
    })
    expect(screen.getByTestId('tournament-pool').textContent).toContain('€102.50')
    expect(screen.getByText('1. €51.25 · 2. €30.75 · 3. €20.50')).toBeTruthy()
    const own = screen.getByTestId('leaderboard-own-row')
    expect(own.getAttribute('aria-current')).toBe('true')
    expect(within(own).getByText('Player 12 (you)')).toBeTruthy()
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(2)
  })
})
