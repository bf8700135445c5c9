import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { marketFixture, matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MarketCard } from './market-card.tsx'

const offer = { market_id: 1, outcome_ids: ['1', '3'], lead: 2 }

describe('MarketCard early payout (ADR 031)', () => {
  it('badges the 1X2 of a pre-match match on offer, and says the offer in words', () => {
    const match = matchFixture({ early_payout: offer })
    renderWithApp(
      <MarketCard lines={[marketFixture()]} home="Arsenal" away="Chelsea" bettable match={match} />,
    )
    const card = screen.getByRole('region', { name: '1x2' })
    const badge = within(card).getByText('2UP')
    expect(badge.getAttribute('aria-hidden')).toBe('true')
    expect(
      within(card).getByText(
        'Early payout: a pre-match bet on either team is paid as a win if it goes 2 ahead',
      ),
    ).toBeTruthy()
  })

  it('shows no badge once the match is live, on another market, or without an offer', () => {
    const live = matchFixture({ early_payout: offer, status: 1 })
    renderWithApp(<MarketCard lines={[marketFixture()]} bettable match={live} />)
    renderWithApp(
      <MarketCard lines={[totalsFixture(2.5)]} bettable match={matchFixture({ early_payout: offer })} />,
    )
    renderWithApp(<MarketCard lines={[marketFixture()]} bettable match={matchFixture()} />)
    expect(screen.queryByText('2UP')).toBeNull()
  })
})
