import { describe, expect, it } from 'vitest'
import { RealtimeEvent, type Market, type MatchSummary } from '@sportsbook/contract'
import type { FeedChange } from '../feed/index.ts'
import { createFeedPublisher } from './feed-publisher.ts'
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

const market = (id: number, specifier: string, odds = 1.5): Market => ({
  match_urn_id: 'sr:match:1',
  id,
  name: `market ${id}`,
  status: 1,
  specifier,
  outcomes: [{ id: '1', name: 'one', active: true, odds }],
  market_groups: id === 1 ? ['main'] : ['goals'],
  priority: 0,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
})

/** A feed change carrying the given markets of one match, as the feed builds them. */
const marketsChanged = (matchId: number, ...markets: Market[]): FeedChange => ({
  type: 'markets_changed',
  matchId,
  marketKeys: markets.map((m) => ({ marketId: m.id, specifier: m.specifier })),
  markets,
})

function setup() {
  const { publisher, sent } = fakePublisher()
  const loads: number[][] = []
  const feed = createFeedPublisher(publisher, {
    locales: ['en', 'de'],
    loadMatches: async (ids) => {
      loads.push(ids)
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, summary(id)]))
    },
  })
  return { feed, sent, loads }
}

describe('createFeedPublisher', () => {
  it('coalesces a burst of odds changes of one match into one markets_changed per channel, without reading', async () => {
    const { feed, sent, loads } = setup()
    await feed.handle([
      marketsChanged(7, market(1, '', 1.5)),
      marketsChanged(7, market(18, 'total=2.5')),
      marketsChanged(7, market(1, '', 1.8)),
    ])
    expect(loads).toEqual([])
    const en = sent.filter((s) => s.channel.includes(':en'))
    expect(en.map((s) => [s.channel, s.data.type, s.tags?.event])).toEqual([
      ['match:en:7', 'markets_changed', 'markets_changed'],
      ['public:en', 'markets_changed', 'markets_changed'],
    ])
    // Listings only get the main markets; the match channel gets all of them, at their latest odds.
    const ids = (s: (typeof sent)[number]) =>
      s.data.type === 'markets_changed' ? s.data.markets.map((m) => m.id) : []
    expect(en.map(ids)).toEqual([[1, 18], [1]])
    const first = en[0]?.data
    expect(first?.type === 'markets_changed' && first.markets[0]?.outcomes[0]?.odds).toBe(1.8)
    // Every locale gets the same markets.
    expect(sent.filter((s) => s.channel.includes(':de')).map(ids)).toEqual([[1, 18], [1]])
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
    // One read for the whole batch, shared by both locales.
    expect(loads).toEqual([[3, 4, 404]])
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
    const { feed, sent } = setup()
    const first = feed.handle([marketsChanged(1, market(1, ''))])
    void feed.handle([marketsChanged(1, market(2, ''))])
    await feed.handle([marketsChanged(1, market(3, ''))])
    await first
    // First batch alone, then the two queued ones merged (one match-channel event each).
    const onMatch = sent.filter((s) => s.channel === 'match:en:1')
    expect(
      onMatch.map((s) => (s.data.type === 'markets_changed' ? s.data.markets.map((m) => m.id) : [])),
    ).toEqual([[1], [2, 3]])
  })

  it('pushes the latest statistics and timeline with match_changed on the match channel only', async () => {
    const { feed, sent } = setup()
    const row = (corners: number) => ({
      counts: [{ corners, possession: 55 }, { possession: 45 }],
      events: [{ seq: corners, kind: 'corner', side: 'home', clock: '10:00', x: 100, y: 0 }],
      sim: {},
    })
    await feed.handle([
      { type: 'match_changed', matchId: 5, detail: { sportKey: 'soccer', row: row(1) } },
      { type: 'match_changed', matchId: 5, detail: { sportKey: 'soccer', row: row(2) } },
    ] as FeedChange[])
    const own = sent.find((s) => s.channel === 'match:en:5')?.data
    expect(
      own?.type === 'match_changed' && own.detail?.statistics.items.find((i) => i.key === 'corners'),
    ).toEqual({
      key: 'corners',
      home: 2,
      away: 0,
    })
    expect(own?.type === 'match_changed' && own.detail?.timeline.events.map((e) => e.seq)).toEqual([2])
    const listing = sent.find((s) => s.channel === 'public:en')?.data
    expect(listing?.type === 'match_changed' && listing.detail).toBeUndefined()
  })
})
