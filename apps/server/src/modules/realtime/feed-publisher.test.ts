import { describe, expect, it } from 'vitest'
import { RealtimeEvent, type Market, type MatchSummary } from '@sportsbook/contract'
import { createFeedPublisher, type MarketKey } from './feed-publisher.ts'
import type { Publisher } from './publisher.ts'

function fakePublisher() {
  const sent: { channel: string; data: RealtimeEvent; tags?: Record<string, string> }[] = []
  const publisher: Publisher = {
    async publish(channel, data, options) {
      sent.push({ channel, data: RealtimeEvent.parse(data), tags: options?.tags })
      return { offset: sent.length, epoch: 'TESTTEST' }
    },
    async broadcast() {
      throw new Error('not used')
    },
    async unsubscribe() {},
    async disconnect() {},
  }
  return { publisher, sent }
}

const summary = (id: number, status: 0 | 1 = 1): MatchSummary => ({
  id,
  status,
  stage: '1st_half',
  start_time: '2026-01-01T12:00:00Z',
  statistics: null,
  bettable: true,
  availableMarketsCount: 10,
  has_video: false,
  provider: 'betradar',
  bets_count: 0,
})

const market = (id: number, specifier: string, groups: Market['market_groups']): Market => ({
  match_urn_id: 'sr:match:1',
  id,
  name: `market ${id}`,
  status: 1,
  specifier,
  outcomes: [{ id: '1', name: 'one', active: true, odds: 1.5 }],
  market_groups: groups,
  priority: 0,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
})

function setup() {
  const { publisher, sent } = fakePublisher()
  const loads = { match: 0, markets: [] as MarketKey[][] }
  const feed = createFeedPublisher(publisher, {
    locales: ['en', 'de'],
    loadMatch: async (id) => {
      loads.match++
      return id === 404 ? null : summary(id)
    },
    loadMarkets: async (_id, keys) => {
      loads.markets.push(keys)
      return keys.map((k) => market(k.marketId, k.specifier, k.marketId === 1 ? ['main'] : ['goals']))
    },
  })
  return { feed, sent, loads }
}

describe('createFeedPublisher', () => {
  it('coalesces a burst of odds changes of one match into one markets_changed per channel', async () => {
    const { feed, sent, loads } = setup()
    await feed.handle([
      { type: 'markets_changed', matchId: 7, marketKeys: [{ marketId: 1, specifier: '' }] },
      { type: 'markets_changed', matchId: 7, marketKeys: [{ marketId: 18, specifier: 'total=2.5' }] },
      { type: 'markets_changed', matchId: 7, marketKeys: [{ marketId: 1, specifier: '' }] },
    ])
    expect(loads.markets).toEqual([
      [{ marketId: 1, specifier: '' }, { marketId: 18, specifier: 'total=2.5' }],
      [{ marketId: 1, specifier: '' }, { marketId: 18, specifier: 'total=2.5' }],
    ])
    const en = sent.filter((s) => s.channel.includes(':en'))
    expect(en.map((s) => [s.channel, s.data.type, s.tags?.event])).toEqual([
      ['match:en:7', 'markets_changed', 'markets_changed'],
      ['public:en', 'markets_changed', 'markets_changed'],
    ])
    // Listings only get the main markets; the match channel gets all of them.
    const ids = (s: (typeof sent)[number]) => (s.data.type === 'markets_changed' ? s.data.markets.map((m) => m.id) : [])
    expect(en.map(ids)).toEqual([[1, 18], [1]])
  })

  it('publishes match and status changes with the summary on both channels, once per match', async () => {
    const { feed, sent, loads } = setup()
    await feed.handle([
      { type: 'match_changed', matchId: 3 },
      { type: 'match_changed', matchId: 3 },
      { type: 'match_status_changed', matchId: 3, status: 4 },
      { type: 'match_changed', matchId: 4 },
      { type: 'match_changed', matchId: 404 },
    ])
    expect(loads.match).toBe(6)
    const en = sent.filter((s) => s.channel.includes(':en')).map((s) => [s.channel, s.data.type])
    expect(en).toEqual([
      ['public:en', 'match_status_changed'],
      ['match:en:3', 'match_status_changed'],
      ['public:en', 'match_changed'],
      ['match:en:4', 'match_changed'],
    ])
  })

  it('sends provider status to every locale and skips unknown providers', async () => {
    const { feed, sent } = setup()
    await feed.handle([
      { type: 'provider_status_changed', provider: 'oddin', active: true },
      { type: 'provider_status_changed', provider: 'oddin', active: false },
      { type: 'provider_status_changed', provider: 'unknown', active: false },
    ])
    expect(sent.map((s) => [s.channel, s.data])).toEqual([
      ['public:en', { type: 'provider_status_changed', provider: 'oddin', active: false }],
      ['public:de', { type: 'provider_status_changed', provider: 'oddin', active: false }],
    ])
  })

  it('merges batches that arrive while a publish is in flight', async () => {
    const { feed, loads } = setup()
    const first = feed.handle([{ type: 'markets_changed', matchId: 1, marketKeys: [{ marketId: 1, specifier: '' }] }])
    void feed.handle([{ type: 'markets_changed', matchId: 1, marketKeys: [{ marketId: 2, specifier: '' }] }])
    await feed.handle([{ type: 'markets_changed', matchId: 1, marketKeys: [{ marketId: 3, specifier: '' }] }])
    await first
    // First batch alone (2 locales), then the two queued ones merged (2 locales).
    expect(loads.markets.map((k) => k.map((x) => x.marketId))).toEqual([[1], [1], [2, 3], [2, 3]])
  })
})
