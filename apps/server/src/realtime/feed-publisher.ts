// Turns the demo feed's change batches into channel publications (spec §7 events). A burst of
// odds ticks for one match becomes one markets_changed per channel per batch, and batches that
// pile up while a publish is in flight are merged, so a slow publisher sees fewer, larger batches.
import {
  Provider,
  matchChannel,
  publicChannel,
  type Market,
  type MatchSummary,
  type RealtimeEvent,
} from '@sportsbook/contract'
import { marketKey } from '@sportsbook/domain'
import type { FeedChange } from '../feed/types.ts'
import type { Publisher } from './publisher.ts'

export interface MarketKey {
  marketId: number
  specifier: string
}

export interface FeedPublisherOptions {
  locales: readonly string[]
  /** The match as listings show it, in one locale; null when it no longer exists. */
  loadMatch(matchId: number, locale: string): Promise<MatchSummary | null>
  /** The current state of the given markets of one match, in one locale. */
  loadMarkets(matchId: number, keys: MarketKey[], locale: string): Promise<Market[]>
  /** Markets that listings show and that therefore also go to `public:{locale}`. Default: group "main". */
  isListed?(market: Market): boolean
  onError?(err: unknown): void
}

interface MatchDelta {
  changed: boolean
  statusChanged: boolean
  markets: Map<string, MarketKey>
}

export interface FeedPublisher {
  /** Queue a batch; resolves when it (and anything merged with it) has been published. */
  handle(changes: FeedChange[]): Promise<void>
}

export function createFeedPublisher(publisher: Publisher, opts: FeedPublisherOptions): FeedPublisher {
  const isListed = opts.isListed ?? ((m: Market) => m.market_groups.includes('main'))
  let pending: FeedChange[] | null = null
  let running: Promise<void> | null = null

  const send = (channel: string, event: RealtimeEvent) =>
    publisher.publish(channel, event, { tags: { event: event.type } })

  async function publishMatch(matchId: number, d: MatchDelta, locale: string) {
    if (d.changed || d.statusChanged) {
      const match = await opts.loadMatch(matchId, locale)
      if (match) {
        // A status change carries the whole summary too, so one event covers both kinds.
        const event: RealtimeEvent = { type: d.statusChanged ? 'match_status_changed' : 'match_changed', match }
        await Promise.all([send(publicChannel(locale), event), send(matchChannel(locale, matchId), event)])
      }
    }
    if (d.markets.size === 0) return
    const markets = await opts.loadMarkets(matchId, [...d.markets.values()], locale)
    if (markets.length === 0) return
    await send(matchChannel(locale, matchId), { type: 'markets_changed', match_id: matchId, markets })
    const listed = markets.filter(isListed)
    if (listed.length > 0) await send(publicChannel(locale), { type: 'markets_changed', match_id: matchId, markets: listed })
  }

  async function publishBatch(changes: FeedChange[]) {
    const matches = new Map<number, MatchDelta>()
    const providers = new Map<Provider, boolean>()
    const delta = (id: number) => {
      let d = matches.get(id)
      if (!d) matches.set(id, (d = { changed: false, statusChanged: false, markets: new Map() }))
      return d
    }
    for (const c of changes) {
      if (c.type === 'match_changed') delta(c.matchId).changed = true
      else if (c.type === 'match_status_changed') delta(c.matchId).statusChanged = true
      else if (c.type === 'markets_changed') {
        const d = delta(c.matchId)
        for (const k of c.marketKeys) d.markets.set(marketKey(k.marketId, k.specifier), k)
      } else {
        const p = Provider.safeParse(c.provider)
        if (p.success) providers.set(p.data, c.active)
      }
    }
    const jobs: Promise<unknown>[] = []
    for (const locale of opts.locales) {
      for (const [provider, active] of providers) {
        jobs.push(send(publicChannel(locale), { type: 'provider_status_changed', provider, active }))
      }
      for (const [id, d] of matches) jobs.push(publishMatch(id, d, locale))
    }
    const results = await Promise.allSettled(jobs)
    for (const r of results) if (r.status === 'rejected') opts.onError?.(r.reason)
  }

  async function drain() {
    while (pending) {
      const batch = pending
      pending = null
      await publishBatch(batch)
    }
    running = null
  }

  return {
    handle(changes) {
      if (changes.length === 0) return running ?? Promise.resolve()
      pending = pending ? pending.concat(changes) : [...changes]
      running ??= drain()
      return running
    },
  }
}
