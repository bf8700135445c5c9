import type { Market } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { marketFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BuilderCard } from './builder-card.tsx'
import { MarketCard } from './market-card.tsx'

const suspended = (name: string, suspend_reason?: Market['suspend_reason']) =>
  marketFixture({ name, status: -1, ...(suspend_reason ? { suspend_reason } : {}) })

describe("a market card's header, on the match page and in the bet builder alike (issue #28)", () => {
  it('names the card and says it is suspended and why, in the same words in both', () => {
    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <MarketCard lines={[suspended('1X2', 'var_check')]} home="Arsenal" away="Chelsea" bettable />
        <BuilderCard
          matchId={1}
          lines={[suspended('Both teams to score', 'var_check')]}
          picks={new Map()}
          label={(n) => n}
          onToggle={() => {}}
        />
      </QueryClientProvider>,
    )
    for (const name of ['1X2', 'Both teams to score'])
      expect(within(screen.getByRole('region', { name })).getByTestId('market-suspended').textContent).toBe(
        'Suspended: VAR check',
      )
  })

  it('says just "Suspended" without a reason from the feed, and nothing while the market is open', () => {
    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <BuilderCard
          matchId={1}
          lines={[suspended('Total')]}
          picks={new Map()}
          label={(n) => n}
          onToggle={() => {}}
        />
        <BuilderCard
          matchId={1}
          lines={[marketFixture({ name: 'Open' })]}
          picks={new Map()}
          label={(n) => n}
          onToggle={() => {}}
        />
      </QueryClientProvider>,
    )
    expect(
      within(screen.getByRole('region', { name: 'Total' })).getByTestId('market-suspended').textContent,
    ).toBe('Suspended')
    expect(within(screen.getByRole('region', { name: 'Open' })).queryByTestId('market-suspended')).toBeNull()
  })
})
