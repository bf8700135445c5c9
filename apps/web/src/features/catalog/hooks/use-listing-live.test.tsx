import type { MatchPage } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

afterEach(() => vi.unstubAllGlobals())

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

  it("locks an offline provider's prices, and only its matches; back online they reopen (spec §6)", async () => {
    const filters = listings.allLive()
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const a = matchFixture({
      id: 31,
      slug: 'a-31',
      status: 1,
      statistics: liveStatistics(),
      provider: 'oddin',
    })
    const b = matchFixture({
      id: 32,
      slug: 'b-32',
      status: 1,
      statistics: liveStatistics(),
      provider: 'betradar',
    })
    const page: MatchPage = { data: [a, b], pagination: { total: 2, page: 1, limit: 500, last_page: 1 } }
    qc.setQueryData(getMatchesQueryOptions(filters, 'en').queryKey, page)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchesSection filters={filters} />
      </QueryClientProvider>,
    )
    const sub = transport.subs.find((s) => s.channel === 'public:en')!
    const status = (provider: string, active: boolean) =>
      act(() => sub.emit('publication', { data: { type: 'provider_status_changed', provider, active } }))
    const locked = () => screen.queryAllByRole('button', { name: /suspended/ })
    expect(locked()).toHaveLength(0)
    status('oddin', false)
    // said in each button's name, never by colour alone
    await vi.waitFor(() => expect(locked().length).toBeGreaterThanOrEqual(3))
    for (const button of locked()) expect(button).toHaveProperty('disabled', true)
    // only its match: the other provider's prices lock when that one goes offline too
    const one = locked().length
    status('betradar', false)
    await vi.waitFor(() => expect(locked()).toHaveLength(2 * one))
    status('betradar', true)
    status('oddin', true)
    await vi.waitFor(() => expect(locked()).toHaveLength(0))
  })

  it('a REST resync does not put back prices older than those that arrived while it loaded', async () => {
    const filters = listings.allLive()
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const a = matchFixture({
      id: 21,
      slug: 'a-21',
      status: 1,
      statistics: liveStatistics(),
      main_market: price(2.0),
    })
    const b = matchFixture({
      id: 22,
      slug: 'b-22',
      status: 1,
      statistics: liveStatistics(),
      main_market: price(3.0),
    })
    const page = (x: number, y: number): MatchPage => ({
      data: [
        { ...a, main_market: price(x) },
        { ...b, main_market: price(y) },
      ],
      pagination: { total: 2, page: 1, limit: 500, last_page: 1 },
    })
    qc.setQueryData(getMatchesQueryOptions(filters, 'en').queryKey, page(2.0, 3.0))
    // The reload's answer was read on the server before the publication of 2.25 reached the page.
    let answer: () => void = () => {}
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json(page(2.1, 3.3)))
        }),
    )
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchesSection filters={filters} />
      </QueryClientProvider>,
    )
    const sub = transport.subs.find((s) => s.channel === 'public:en')!
    // A reconnect whose recovery failed: the page reloads its list.
    act(() => sub.emit('subscribed', { wasRecovering: true, recovered: false }))
    act(() =>
      sub.emit('publication', { data: { type: 'markets_changed', match_id: 21, markets: [price(2.25)] } }),
    )
    expect(screen.getAllByRole('button', { name: /^2\.25, Arsenal/ })).toHaveLength(1)
    await act(async () => answer())
    // The newer live price stays; the row no publication touched takes the reloaded price.
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: /^3\.30, / })).toHaveLength(1))
    expect(screen.getAllByRole('button', { name: /^2\.25, Arsenal/ })).toHaveLength(1)
    expect(screen.queryAllByRole('button', { name: /^2\.10, / })).toHaveLength(0)
  })
})
