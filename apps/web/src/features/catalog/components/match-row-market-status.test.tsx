// Spec §4 in a listing row: a suspended main market shows locked prices; a handed-over (-2) or any
// other non-open status hides its prices ("–", as the match page hides the market), so nothing stale
// can be picked (the scenario simulator's markets-handed-over plays it).
import { screen } from '@testing-library/react'
import type { MarketStatus } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchRow } from './match-row.tsx'

const withMain = (status: MarketStatus) => {
  const m = matchFixture({ status: 1 })
  return { ...m, main_market: m.main_market && { ...m.main_market, status }, secondary_market: null }
}
/** The row's price buttons (open or locked: a locked one is disabled). */
const prices = () =>
  screen
    .queryAllByRole('button')
    .filter(
      (b) =>
        b.closest('[data-testid]') !== null || /\d/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
    )

describe('MatchRow main market status', () => {
  it('shows an open market with prices, a suspended one locked', () => {
    const { unmount } = renderWithApp(
      <ul>
        <MatchRow match={withMain(1)} />
      </ul>,
    )
    expect(prices().length).toBeGreaterThan(0)
    unmount()
    renderWithApp(
      <ul>
        <MatchRow match={withMain(-1)} />
      </ul>,
    )
    expect(
      prices().every((b) => b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true'),
    ).toBe(true)
  })

  it.each([-2, -3, -4] as const)('hides the prices of a market at %i', (status) => {
    renderWithApp(
      <ul>
        <MatchRow match={withMain(status)} />
      </ul>,
    )
    expect(prices()).toEqual([])
    expect(screen.getAllByText('–').length).toBeGreaterThan(0)
  })
})
