// A player's starred leagues are asked one by one by id (spec §7 GET /tournaments/{id}) and shown as
// league tiles linking to their pages, in the order starred.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, tournamentFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { LeaguesById } from './league-list.tsx'

afterEach(() => vi.unstubAllGlobals())

function show(ids: number[]) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const id = Number(/\/tournaments\/(\d+)/.exec(url)?.[1])
    if (id === 21)
      return jsonResponse(200, tournamentFixture({ id: 21, name: 'Premier League', slug: 'premier-league' }))
    if (id === 22) return jsonResponse(200, tournamentFixture({ id: 22, name: 'LaLiga', slug: 'laliga' }))
    return jsonResponse(404, { error: { code: 'not_found', message: 'Tournament not found' } })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <LeaguesById ids={ids} title="Your leagues" />
    </QueryClientProvider>,
  )
  return asked
}

describe('LeaguesById', () => {
  it('asks each league by id and links to it, in the order given; a league gone is left out', async () => {
    const asked = show([22, 99, 21])
    expect(await screen.findByRole('link', { name: /Premier League/ })).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.querySelector('.font-semibold')?.textContent)).toEqual([
      'LaLiga',
      'Premier League',
    ])
    expect(links[0]!.getAttribute('href')).toBe('/sports/soccer/laliga')
    expect(asked.map((u) => u.replace(/\?.*/, '')).sort()).toEqual([
      '/api/sportsbook/tournaments/21',
      '/api/sportsbook/tournaments/22',
      '/api/sportsbook/tournaments/99',
    ])
    expect(asked.every((u) => u.includes('locale=en'))).toBe(true)
  })

  it('shows nothing without starred leagues, and asks nothing', () => {
    const asked = show([])
    expect(screen.queryByRole('heading', { name: 'Your leagues' })).toBeNull()
    expect(asked).toEqual([])
  })
})
