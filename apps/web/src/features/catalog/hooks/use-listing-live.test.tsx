import type { MatchPage } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { liveStatistics, marketFixture, matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { getMatchesQueryOptions } from '../api/get-matches.ts'
import { MatchesSection } from '../components/matches-section.tsx'
import { listings } from '../filters.ts'

const transport = new FakeTransport()
const client = new RealtimeClient(transport)
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

const price = (odds: number) =>
  marketFixture({
    outcomes: [
      { id: '1', name: '1', active: true, odds },
      { id: '2', name: 'X', active: true, odds: 3.6 },
      { id: '3', name: '2', active: true, odds: 4.2 },
    ],
  })

describe('useListingLive', () => {
  it('applies public-channel events: prices by button, suspensions to the cache, finished matches leave', async () => {
    const filters = listings.allLive()
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const a = matchFixture({ id: 11, slug: 'a-11', status: 1, statistics: liveStatistics() })
    const b = matchFixture({ id: 12, slug: 'b-12', status: 1, statistics: liveStatistics() })
    const page: MatchPage = { data: [a, b], pagination: { total: 2, page: 1, limit: 500, last_page: 1 } }
    qc.setQueryData(getMatchesQueryOptions(filters, 'en').queryKey, page)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchesSection filters={filters} />
      </QueryClientProvider>,
    )
    const sub = transport.subs.find((s) => s.channel === 'public:en')!
    const key = getMatchesQueryOptions(filters, 'en').queryKey

    act(() =>
      sub.emit('publication', { data: { type: 'markets_changed', match_id: 11, markets: [price(2.05)] } }),
    )
    expect(screen.getAllByRole('button', { name: '2.05, Arsenal, odds rising' })).toHaveLength(1)
    // A price-only change leaves the cached list (and so the list's render) alone.
    expect(qc.getQueryData(key)).toBe(page)

    act(() =>
      sub.emit('publication', {
        data: { type: 'markets_changed', match_id: 11, markets: [{ ...price(2.1), status: -1 }] },
      }),
    )
    expect(qc.getQueryData(key)?.data[0]?.main_market?.status).toBe(-1)
    // The query cache notifies on a timer, so the locked row shows a moment later.
    expect(await screen.findAllByRole('button', { name: 'Arsenal, suspended' })).toHaveLength(1)

    const { main_market: _m, secondary_market: _s, ...rest } = b
    act(() =>
      sub.emit('publication', {
        data: { type: 'match_status_changed', match: { ...rest, status: 4, bettable: false } },
      }),
    )
    expect(qc.getQueryData(key)?.data.map((m) => m.id)).toEqual([11])
    expect(qc.getQueryData(key)?.data[0]?.competitors).toBe(a.competitors)
  })
})
