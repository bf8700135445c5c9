import { describe, expect, it } from 'vitest'
import type { MatchPage, MatchSummary } from '@sportsbook/contract'
import { liveStatistics, marketFixture, matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { DeferredMerge } from './deferred-merge.ts'
import {
  applyMatchSummary,
  applyProviderStatus,
  listingShapeChanged,
  marketShapeChanged,
  mergeListedMarkets,
  mergeMarketList,
  recordOdds,
} from './merge-live.ts'
import { LiveOddsStore } from './odds-store.ts'

const page = (...data: ReturnType<typeof matchFixture>[]): MatchPage => ({
  data,
  pagination: { total: data.length, page: 1, limit: 50, last_page: 1 },
})
const withOdds = (odds: number) =>
  marketFixture({
    outcomes: [
      { id: '1', name: '1', active: true, odds },
      { id: '2', name: 'X', active: true, odds: 3.6 },
      { id: '3', name: '2', active: true, odds: 4.2 },
    ],
  })
const summary = (m: ReturnType<typeof matchFixture>, o: Partial<MatchSummary>): MatchSummary => ({
  id: m.id,
  status: m.status,
  stage: m.stage,
  start_time: m.start_time,
  statistics: m.statistics,
  bettable: m.bettable,
  availableMarketsCount: m.availableMarketsCount,
  has_video: m.has_video,
  provider: m.provider,
  bets_count: m.bets_count,
  ...o,
})

describe('live merges', () => {
  it('tells a price-only change from a change of shape', () => {
    const m = marketFixture()
    expect(marketShapeChanged(m, withOdds(2.1))).toBe(false)
    expect(marketShapeChanged(m, { ...m, status: -1 })).toBe(true)
    const inactive = { ...m, outcomes: m.outcomes.map((o, i) => (i === 0 ? { ...o, active: false } : o)) }
    expect(marketShapeChanged(m, inactive)).toBe(true)
  })

  it('merges a listed match: only its shown markets, identity kept elsewhere', () => {
    const match = matchFixture()
    const next = mergeListedMarkets(match, [withOdds(2.5)])
    expect(next.main_market?.outcomes[0]?.odds).toBe(2.5)
    expect(next.main_market?.outcomes[1]).toBe(match.main_market?.outcomes[1])
    expect(next.secondary_market).toBe(match.secondary_market)
    expect(mergeListedMarkets(match, [totalsFixture(9.5)])).toBe(match)
    // status 0: the market is dropped from the row
    expect(mergeListedMarkets(match, [marketFixture({ status: 0 })]).main_market).toBeNull()
  })

  it('drops a finished match from a live listing and merges a live one', () => {
    const live = matchFixture({ id: 1, status: 1, statistics: liveStatistics() })
    const other = matchFixture({ id: 2, status: 1 })
    const before = page(live, other)
    const scored = applyMatchSummary(
      before,
      summary(live, { statistics: liveStatistics({ total_score: { home: 3, away: 1 } }) }),
      [1],
    )
    expect(scored.page.data[0]?.statistics?.total_score).toEqual({ home: 3, away: 1 })
    expect(scored.page.data[0]?.competitors).toBe(live.competitors)
    expect(scored.page.data[1]).toBe(other)
    const finished = applyMatchSummary(before, summary(live, { status: 4, bettable: false }), [1])
    expect(finished.page.data.map((m) => m.id)).toEqual([2])
    expect(finished.page.pagination.total).toBe(1)
    expect(applyMatchSummary(before, summary(matchFixture({ id: 3 }), { status: 1 }), [1]).missing).toBe(true)
  })

  it('records prices with their direction against what was shown', () => {
    const store = new LiveOddsStore()
    recordOdds(store, 1001, [withOdds(1.7)], [marketFixture()])
    expect(store.get('1001|1||1')).toMatchObject({ odds: 1.7, direction: 'down' })
    expect(store.get('1001|1||2')).toMatchObject({ odds: 3.6, direction: null })
  })

  it('defers price-only updates and writes them all with the next change of shape', () => {
    let cache: MatchPage = page(matchFixture())
    const writes: MatchPage[] = []
    const deferred = new DeferredMerge<MatchPage>({
      read: () => cache,
      write: (next) => {
        cache = next
        writes.push(next)
      },
      merge: (p, updates) =>
        updates.reduce(
          (acc, u) => ({ ...acc, data: acc.data.map((m) => mergeListedMarkets(m, u.markets)) }),
          p,
        ),
      shapeChanged: listingShapeChanged,
    })
    deferred.push({ matchId: 1001, markets: [withOdds(2.2)] })
    deferred.push({ matchId: 1001, markets: [totalsFixture(2.5, { outcomes: [] }), withOdds(2.3)] })
    expect(writes).toHaveLength(0)
    deferred.push({ matchId: 1001, markets: [totalsFixture(2.5, { status: -1 })] })
    expect(writes).toHaveLength(1)
    expect(cache.data[0]?.main_market?.outcomes[0]?.odds).toBe(2.3)
    expect(cache.data[0]?.secondary_market?.status).toBe(-1)
  })

  it('merges a match page list with the domain rules', () => {
    const list = {
      data: [marketFixture(), totalsFixture(2.5)],
      groups: [],
      pagination: { total: 2, page: 1, limit: 500, last_page: 1 },
    }
    expect(mergeMarketList(list, [])).toBe(list)
    const next = mergeMarketList(list, [marketFixture({ status: 0 }), totalsFixture(3.5)])
    expect(next.data.map((m) => m.specifier)).toEqual(['total=2.5', 'total=3.5'])
    expect(next.data[0]).toBe(list.data[1])
  })
})

describe('provider status', () => {
  it("locks the provider's matches while it is inactive and unlocks only bettable ones", () => {
    const live = matchFixture({ status: 1, provider: 'betradar' })
    const off = applyProviderStatus(live, 'betradar', false)
    expect(off.bettable).toBe(false)
    expect(applyProviderStatus(off, 'betradar', true).bettable).toBe(true)
    expect(applyProviderStatus(live, 'oddin', false)).toBe(live)
    const finished = matchFixture({ status: 4, bettable: false })
    expect(applyProviderStatus(finished, 'betradar', true)).toBe(finished)
  })
})
