import type { MarketList } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import {
  jsonResponse,
  liveStatistics,
  marketFixture,
  matchFixture,
  totalsFixture,
} from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { getMarketsQueryOptions } from '../api/get-markets.ts'
import { getMatchQueryOptions } from '../api/get-match.ts'
import { MatchView } from '../components/match-view.tsx'

const transport = new FakeTransport()
const client = new RealtimeClient(transport)
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

/**
 * The match page's own calls beside the cached match and markets: the centre's statistics and
 * timeline, the price history and the prediction vote, all still empty (the test is about pushes).
 */
function answerMatchPageCalls() {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://sportsbook.test')
    const id = Number(url.pathname.match(/\/matches\/(\d+)\//)?.[1] ?? url.searchParams.get('match_id'))
    const base = { match_id: id, sport_key: 'soccer' }
    if (url.pathname.endsWith('/statistics'))
      return jsonResponse(200, { ...base, status: 1, score: null, items: [], updated_at: null })
    if (url.pathname.endsWith('/timeline')) return jsonResponse(200, { ...base, events: [] })
    if (url.pathname.endsWith('/price-history'))
      return jsonResponse(200, { match_id: id, market_id: null, specifier: '', outcomes: [] })
    if (url.pathname.endsWith('/vote'))
      return jsonResponse(200, { match_id: id, open: true, total: 0, options: [], my_vote: null })
    throw new Error(`unexpected request ${input}`)
  })
}
beforeEach(answerMatchPageCalls)
afterEach(() => vi.unstubAllGlobals())

describe('useMatchLive', () => {
  // the market tabs are a lazy chunk in the page; loaded here once, so each test waits only for React
  beforeAll(async () => {
    await import('../components/market-tabs.tsx')
  })

  it('updates score and prices from the match channel; a new line appears, status 0 drops one', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const match = matchFixture({ id: 77, status: 1, statistics: liveStatistics() })
    const list: MarketList = {
      data: [marketFixture(), totalsFixture(2.5)],
      groups: [{ key: 'main', markets_count: 2 }],
      pagination: { total: 2, page: 1, limit: 500, last_page: 1 },
    }
    qc.setQueryData(getMatchQueryOptions(77, 'en').queryKey, match)
    qc.setQueryData(getMarketsQueryOptions(77, 'en').queryKey, list)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchView matchId={77} />
      </QueryClientProvider>,
    )
    // the market tabs' code has arrived (the page has a second tab list, the match centre's side tabs)
    await waitFor(
      () => expect(screen.getAllByRole('button').some((b) => b.textContent?.includes('1.85'))).toBe(true),
      {
        timeout: 5_000,
      },
    )
    const sub = transport.subs.find((s) => s.channel === 'match:en:77')!
    const { main_market: _m, secondary_market: _s, top_markets: _t, ...summary } = match

    act(() =>
      sub.emit('publication', {
        data: {
          type: 'match_changed',
          match: { ...summary, statistics: liveStatistics({ total_score: { home: 3, away: 1 } }) },
        },
      }),
    )
    expect(await screen.findByLabelText('Score 3 to 1')).toBeTruthy()

    const moved = totalsFixture(2.5, {
      outcomes: [
        { id: '12', name: 'Over 2.5', active: true, odds: 1.75 },
        { id: '13', name: 'Under 2.5', active: true, odds: 2.05 },
      ],
    })
    act(() => sub.emit('publication', { data: { type: 'markets_changed', match_id: 77, markets: [moved] } }))
    expect(screen.getByRole('button', { name: 'Over 2.5 1.75, odds falling' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Under 2.5 2.05, odds rising' })).toBeTruthy()
    expect(qc.getQueryData(getMarketsQueryOptions(77, 'en').queryKey)).toBe(list)

    act(() =>
      sub.emit('publication', {
        data: {
          type: 'markets_changed',
          match_id: 77,
          markets: [totalsFixture(3.5), { ...marketFixture(), status: 0 }],
        },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Over 3.5 1.90' })).toBeTruthy()
    // The 1X2 market closed: no Draw price any more (the vote's own "Draw" choice is no price).
    const prices = screen
      .queryAllByRole('button', { name: /^Draw/ })
      .filter((b) => b.hasAttribute('data-odds'))
    expect(prices).toHaveLength(0)
    // The waiting price change went into the cache with the change of shape.
    const cached = qc.getQueryData(getMarketsQueryOptions(77, 'en').queryKey)?.data
    expect(cached?.map((m) => m.specifier)).toEqual(['total=2.5', 'total=3.5'])
    expect(cached?.[0]?.outcomes[0]?.odds).toBe(1.75)
  })

  it('locks the prices when the match provider is switched off on the public channel, and reopens them', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const match = matchFixture({ id: 78, status: 0, bettable: true })
    const list: MarketList = {
      data: [marketFixture()],
      groups: [{ key: 'main', markets_count: 1 }],
      pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
    }
    qc.setQueryData(getMatchQueryOptions(78, 'en').queryKey, match)
    qc.setQueryData(getMarketsQueryOptions(78, 'en').queryKey, list)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MatchView matchId={78} />
      </QueryClientProvider>,
    )
    // the market tabs' code has arrived (the page has a second tab list, the match centre's side tabs)
    await waitFor(
      () => expect(screen.getAllByRole('button').some((b) => b.textContent?.includes('1.85'))).toBe(true),
      {
        timeout: 5_000,
      },
    )
    const pub = transport.subs.find((s) => s.channel === 'public:en')!
    const home = () => screen.getAllByRole('button').find((b) => b.textContent?.includes('1.85'))!
    expect(home()).toHaveProperty('disabled', false)
    const event = (active: boolean) => ({
      data: { type: 'provider_status_changed', provider: match.provider, active },
    })
    act(() => pub.emit('publication', event(false)))
    expect(qc.getQueryData(getMatchQueryOptions(78, 'en').queryKey)?.bettable).toBe(false)
    const locked = await screen.findAllByRole('button', { name: /suspended/ })
    expect(locked).toHaveLength(3)
    for (const b of locked) expect(b).toHaveProperty('disabled', true)
    // said in words, not by the lock alone: a prematch match's provider is offline too
    expect(screen.getByTestId('market-suspended').textContent).toBe('Suspended: provider down')
    act(() => pub.emit('publication', event(true)))
    expect(qc.getQueryData(getMatchQueryOptions(78, 'en').queryKey)?.bettable).toBe(true)
    await vi.waitFor(() => expect(screen.queryAllByRole('button', { name: /suspended/ })).toHaveLength(0))
  })
})
