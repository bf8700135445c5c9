// Turns the demo feed's change batches into channel publications (spec §7 events). A burst of
// odds ticks for one match becomes one markets_changed per channel per batch, and batches that
// pile up while a publish is in flight are merged, so a slow publisher sees fewer, larger batches.
// Markets come with the changes (the feed built them from the rows it wrote); the changed matches'
// summaries are loaded once per batch for all of them, and every locale gets the same events until
// names are localised (then the per-locale step goes where `locales` is walked below).
import { marketKey } from '@sportsbook/domain'
import {
  Provider,
  matchChannel,
  publicChannel,
  type Market,
  type MatchSummary,
  type RealtimeEvent,
} from '@sportsbook/contract'
import type { FeedChange } from '../feed/index.ts'
import type { Publisher } from './publisher.ts'
import { presentDetail } from '../match-stats/index.ts'

export interface FeedPublisherOptions {
  locales: readonly string[]
  /** The matches as listings show them, in one read for the whole batch; absent ids no longer exist. */
  loadMatches(matchIds: number[]): Promise<ReadonlyMap<number, MatchSummary>>
  /**
   * A market's names in one channel's locale (a pure step over the feed's data: no read), and its
   * boosted prices (from memory, ADR 033). Default: as is.
   */
  localiseMarket?(market: Market, locale: string, matchId: number): Market
  /** Markets that listings show and that therefore also go to `public:{locale}`. Default: group "main". */
  isListed?(market: Market): boolean
  onError?(err: unknown): void
}

interface MatchDelta {
  changed: boolean
  /** The latest statistics and timeline of the batch, pushed on the match channel only. */
  detail?: { sportKey: string; row: unknown }
  statusChanged: boolean
  markets: Map<string, Market>
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

  async function publishMatch(matchId: number, d: MatchDelta, match: MatchSummary | undefined, locale: string) {
    if ((d.changed || d.statusChanged) && match) {
      // A status change carries the whole summary too, so one event covers both kinds.
      const event: RealtimeEvent = { type: d.statusChanged ? 'match_status_changed' : 'match_changed', match }
      const detail = d.detail && presentDetail({ matchId, sportKey: d.detail.sportKey, status: match.status, statistics: match.statistics, detail: d.detail.row, updatedAt: new Date() })
      const own: RealtimeEvent = detail ? { type: 'match_changed', match, detail } : event
      await Promise.all([send(publicChannel(locale), event), send(matchChannel(locale, matchId), own)])
      // A status change and new statistics in one batch: the match channel gets both.
      if (detail && event.type === 'match_status_changed') await send(matchChannel(locale, matchId), event)
    }
    if (d.markets.size === 0) return
    const markets = [...d.markets.values()].map((m) => opts.localiseMarket?.(m, locale, matchId) ?? m)
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
      if (c.type === 'match_changed') {
        const d = delta(c.matchId)
        d.changed = true
        if (c.detail) d.detail = c.detail
      }
      else if (c.type === 'match_status_changed') delta(c.matchId).statusChanged = true
      else if (c.type === 'markets_changed') {
        // The latest state of each market wins (a later change in the batch replaces an earlier one).
        const d = delta(c.matchId)
        for (const m of c.markets) d.markets.set(marketKey(m.id, m.specifier), m)
      } else {
        const p = Provider.safeParse(c.provider)
        if (p.success) providers.set(p.data, c.active)
      }
    }
    const jobs: Promise<unknown>[] = []
    const wanted = [...matches].filter(([, d]) => d.changed || d.statusChanged).map(([id]) => id)
    let summaries: ReadonlyMap<number, MatchSummary> = new Map()
    if (wanted.length > 0) {
      try {
        summaries = await opts.loadMatches(wanted)
      } catch (err) {
        opts.onError?.(err) // the markets still go out
      }
    }
    for (const locale of opts.locales) {
      for (const [provider, active] of providers) {
        jobs.push(send(publicChannel(locale), { type: 'provider_status_changed', provider, active }))
      }
      for (const [id, d] of matches) jobs.push(publishMatch(id, d, summaries.get(id), locale))
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
