import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { outcomeKey } from '@sportsbook/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, matchFixture, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { PriceTrends } from './price-trends.tsx'
import { VotePanel } from './vote-panel.tsx'

const result = (my_vote: string | null, votes: [number, number, number]) => {
  const total = votes.reduce((a, b) => a + b, 0)
  const pct = votes.map((v) => (total ? Math.round((v * 100) / total) : 0))
  return {
    match_id: 7,
    open: true,
    total,
    options: (['home', 'draw', 'away'] as const).map((choice, i) => ({
      choice,
      votes: votes[i],
      percent: pct[i],
    })),
    my_vote,
  }
}

function setup(answer: (url: string, init?: RequestInit) => unknown, loggedIn = true) {
  const asked: { url: string; method: string }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    asked.push({ url, method: init?.method ?? 'GET' })
    return json(200, answer(url, init))
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, loggedIn ? playerFixture() : null)
  return { qc, asked }
}

afterEach(() => vi.unstubAllGlobals())

describe('VotePanel', () => {
  it('shows each side’s share, and a vote counts once and marks the player’s choice', async () => {
    let voted = false
    const { qc, asked } = setup((url, init) =>
      init?.method === 'POST'
        ? ((voted = true), result('home', [3, 0, 1]))
        : result(voted ? 'home' : null, [2, 0, 1]),
    )
    renderWithApp(
      <QueryClientProvider client={qc}>
        <VotePanel match={matchFixture({ id: 7 })} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Votes so far: 3')).toBeTruthy()
    const panel = screen.getByTestId('vote-panel')
    const home = within(panel).getAllByRole('button')[0]!
    expect(home.textContent).toContain('67%')
    await userEvent.click(home)
    expect(await screen.findByText('Thanks for voting. Votes so far: 4')).toBeTruthy()
    expect(home.getAttribute('aria-pressed')).toBe('true')
    expect(home.textContent).toContain('75%')
    // Voting again does nothing: the buttons are disabled once the player voted.
    await userEvent.click(within(panel).getAllByRole('button')[2]!)
    expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1)
  })
})

describe('PriceTrends', () => {
  it('draws one sparkline per main-market outcome, named in words, extended by a live tick of that price', async () => {
    const now = Date.now()
    const { qc } = setup(() => ({
      match_id: 8,
      market_id: 1,
      specifier: '',
      outcomes: [
        {
          id: '1',
          moves: [
            [now - 60_000, 1.9],
            [now - 30_000, 1.85],
          ],
        },
        { id: '2', moves: [[now - 60_000, 3.6]] },
        { id: '3', moves: [[now - 60_000, 4.2]] },
      ],
    }))
    renderWithApp(
      <QueryClientProvider client={qc}>
        <PriceTrends match={matchFixture({ id: 8, status: 1 })} />
      </QueryClientProvider>,
    )
    // Before the history arrives each line is the current price alone; then the stored moves draw it.
    expect(
      await screen.findByRole('img', { name: /from 1\.90 to 1\.85, low 1\.85, high 1\.90/ }),
    ).toBeTruthy()
    expect(screen.getAllByRole('img', { name: /price history/ })).toHaveLength(3)
    expect(screen.getAllByTestId('price-age')[0]!.textContent).toMatch(
      /Updated 30s ago|Updated 30 sec\. ago|Updated .*30/,
    )
    act(() => liveOdds.set(outcomeKey(8, 1, '', '1'), 2.05, 1.85))
    expect(screen.getAllByRole('img', { name: /price history/ })[0]!.getAttribute('aria-label')).toMatch(
      /from 1\.90 to 2\.05, low 1\.85, high 2\.05/,
    )
    expect(screen.getAllByTestId('price-age')[0]!.textContent).toMatch(/0/)
  })
})
