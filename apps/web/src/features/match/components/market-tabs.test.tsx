import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { marketFixture, matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MarketTabs } from './market-tabs.tsx'

const markets = [
  totalsFixture(3.5, { status: -1 }),
  marketFixture({
    id: 29,
    name: 'Both teams to score',
    priority: 60,
    market_groups: ['main', 'goals'],
    outcomes: [
      { id: '74', name: 'Yes', active: true, odds: 1.75 },
      { id: '76', name: 'No', active: true, odds: 2.05 },
    ],
  }),
  totalsFixture(2.5),
  marketFixture(),
  marketFixture({
    id: 16,
    name: 'Handicap',
    specifier: 'hcp=-1.5',
    priority: 50,
    market_groups: ['handicap'],
    outcomes: [
      { id: '1714', name: '1 (-1.5)', active: true, odds: 2.9 },
      { id: '1715', name: '2 (+1.5)', active: true, odds: 1.4 },
    ],
  }),
  marketFixture({ id: 99, name: 'Not allowed', status: 0 }),
]
const groups = [
  { key: 'handicap' as const, markets_count: 1 },
  { key: 'main' as const, markets_count: 5 },
  { key: 'goals' as const, markets_count: 3 },
  { key: 'players' as const, markets_count: 0 },
]

const renderTabs = () =>
  renderWithApp(<MarketTabs markets={markets} groups={groups} home="Arsenal" away="Chelsea" bettable />)

describe('MarketTabs', () => {
  it('shows non-empty groups as tabs in the contract order, first selected, then every market in one', () => {
    renderTabs()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Main', 'Goals', 'Handicap', 'All markets'])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
  })

  it('lists markets as headed sections in spec §9 order, one card per market type', () => {
    renderTabs()
    const panel = screen.getByRole('tabpanel')
    const headings = within(panel)
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(headings).toEqual(['1x2', 'Total', 'Both teams to score'])
    expect(within(panel).queryByText('Not allowed')).toBeNull()
    expect(within(panel).getByRole('button', { name: 'Arsenal 1.85' })).toBeTruthy()
  })

  it('shows a suspended line locked, in words', () => {
    renderTabs()
    const total = screen.getByRole('region', { name: 'Total' })
    expect(within(total).getByRole('button', { name: 'Over 3.5, suspended' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(within(total).getByRole('button', { name: 'Over 2.5 1.90' })).toHaveProperty('disabled', false)
  })

  it('switches panels with the tabs', async () => {
    renderTabs()
    await userEvent.click(screen.getByRole('tab', { name: 'Handicap' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('button', { name: 'Arsenal (-1.5) 2.90' })).toBeTruthy()
  })

  it('drops a tab whose markets all closed live and moves the selection to the first one left', async () => {
    const { rerender } = renderTabs()
    await userEvent.click(screen.getByRole('tab', { name: 'Handicap' }))
    const closed = markets.map((m) => (m.id === 16 ? { ...m, status: -3 as const } : m))
    rerender(<MarketTabs markets={closed} groups={groups} home="Arsenal" away="Chelsea" bettable />)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Main', 'Goals', 'All markets'])
    expect(screen.getByRole('tab', { name: 'Main' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lists every open market under All markets (spec §2 special key all), in spec §9 order', async () => {
    renderTabs()
    await userEvent.click(screen.getByRole('tab', { name: 'All markets' }))
    const headings = within(screen.getByRole('tabpanel'))
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(headings).toEqual(['1x2', 'Total', 'Both teams to score', 'Handicap'])
  })

  it('shows the match’s own top markets under Popular (spec §2 special key top), in their live state', async () => {
    const btts = markets[1]!
    const match = matchFixture({ main_market: marketFixture(), secondary_market: null, top_markets: [btts] })
    renderWithApp(
      <MarketTabs markets={markets} groups={groups} home="Arsenal" away="Chelsea" bettable match={match} />,
    )
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Main',
      'Goals',
      'Handicap',
      'Popular',
      'All markets',
    ])
    await userEvent.click(screen.getByRole('tab', { name: 'Popular' }))
    const panel = screen.getByRole('tabpanel')
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['1x2', 'Both teams to score'])
    expect(within(panel).getByRole('button', { name: 'Yes 1.75' })).toBeTruthy()
  })

  it('has no Popular or All markets tab with nothing to add: one group, no top markets', () => {
    const one = markets.filter((m) => m.market_groups.includes('handicap'))
    renderWithApp(
      <MarketTabs
        markets={one}
        groups={groups}
        bettable
        match={matchFixture({ main_market: null, secondary_market: null, top_markets: [] })}
      />,
    )
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Handicap'])
  })

  it('says there are no markets when every market closed', () => {
    const closed = markets.map((m) => ({ ...m, status: -3 as const }))
    renderWithApp(<MarketTabs markets={closed} groups={groups} bettable />)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByText('No markets are open for this match right now.')).toBeTruthy()
  })

  it('offers the Bet Builder tab only where the brand has custom bets on', () => {
    const builderMarkets = [marketFixture({ custom_bet_groups: ['main'] })]
    const withBrand = (customBet: boolean) => (
      <BrandContext value={brandFixture({ features: { custom_bet: customBet } })}>
        <MarketTabs
          markets={builderMarkets}
          groups={groups}
          home="Arsenal"
          away="Chelsea"
          bettable
          match={matchFixture()}
        />
      </BrandContext>
    )
    const { rerender } = renderWithApp(withBrand(true))
    expect(screen.getByRole('tab', { name: 'Bet Builder' })).toBeTruthy()
    rerender(withBrand(false))
    expect(screen.queryByRole('tab', { name: 'Bet Builder' })).toBeNull()
  })
})
