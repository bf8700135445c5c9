import type { MarketList } from '@sportsbook/contract'
import { outcomeKey } from '@sportsbook/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { jsonResponse, liveStatistics, matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { getMarketsQueryOptions } from '../api/get-markets.ts'
import { MatchMarketsPanel, MatchStatsPanel } from '../components/match-panels.tsx'

const transport = new FakeTransport()
const client = new RealtimeClient(transport)
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

beforeEach(() =>
  vi.stubGlobal('fetch', async (input: string) => {
    if (String(input).includes('/statistics'))
      return jsonResponse(200, {
        match_id: 91,
        sport_key: 'soccer',
        status: 1,
        score: null,
        items: [],
        updated_at: null,
      })
    throw new Error(`unexpected request ${input}`)
  }),
)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('one markets_changed, one write per outcome', () => {
  it('two panels of one match follow its channel; a tick writes each price once and both show it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const match = matchFixture({ id: 91, status: 1, statistics: liveStatistics() })
    const list: MarketList = {
      data: [totalsFixture(2.5)],
      groups: [{ key: 'main', markets_count: 1 }],
      pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
    }
    qc.setQueryData(getMarketsQueryOptions(91, 'en').queryKey, list)
    // A brand page placing the match's markets twice and its statistics: three consumers of one channel.
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchMarketsPanel match={match} />
        <MatchMarketsPanel match={match} />
        <MatchStatsPanel match={match} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Over 2\.5/ })).toHaveLength(2))
    const sub = transport.subs.find((s) => s.channel === 'match:en:91')!
    const set = vi.spyOn(liveOdds, 'set')
    const cacheWrites = vi.fn()
    const off = qc.getQueryCache().subscribe((e) => e.type === 'updated' && cacheWrites())
    const moved = totalsFixture(2.5, {
      outcomes: [
        { id: '12', name: 'Over 2.5', active: true, odds: 1.75 },
        { id: '13', name: 'Under 2.5', active: true, odds: 2.05 },
      ],
    })
    act(() => sub.emit('publication', { data: { type: 'markets_changed', match_id: 91, markets: [moved] } }))
    off()
    const keys = set.mock.calls.map(([key]) => key)
    expect(keys.sort()).toEqual(
      [outcomeKey(91, moved.id, 'total=2.5', '12'), outcomeKey(91, moved.id, 'total=2.5', '13')].sort(),
    )
    // A change of price only: the cached markets are not written (no page re-render).
    expect(cacheWrites).not.toHaveBeenCalled()
    expect(screen.getAllByRole('button', { name: 'Over 2.5 1.75, odds falling' })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: 'Under 2.5 2.05, odds rising' })).toHaveLength(2)
  })
})
