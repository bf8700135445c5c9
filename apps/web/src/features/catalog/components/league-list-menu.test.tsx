import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { tournamentFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { getTournamentsQueryOptions } from '../api/get-tournaments.ts'
import { LeagueList } from './league-list.tsx'

const leagues = ['Premier League', 'La Liga', 'Serie A'].map((name, i) =>
  tournamentFixture({ id: 100 + i, slug: `l-${i}`, name }),
)

function renderList(props: Partial<Parameters<typeof LeagueList>[0]> = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  qc.setQueryData(getTournamentsQueryOptions({ top: true }, 'en').queryKey, leagues)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <LeagueList filters={{ top: true }} title="Top leagues" {...props} />
    </QueryClientProvider>,
  )
}

describe('LeagueList', () => {
  it('shows every league as a card by default', () => {
    renderList()
    expect(screen.getAllByRole('link')).toHaveLength(3)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('as a menu (navTopLeagues): a navigation landmark named by its heading, at most `limit` links', () => {
    renderList({ variant: 'nav', limit: 2 })
    const nav = screen.getByRole('navigation', { name: 'Top leagues' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Premier League'), expect.stringContaining('La Liga')])
  })
})
