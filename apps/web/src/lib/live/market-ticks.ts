import type { Market } from '@sportsbook/contract'
import { recordOdds } from './merge-live.ts'
import type { LiveOddsStore } from './odds-store.ts'

/** One `markets_changed` publication: the realtime client parses it once and hands that object to every handler. */
export interface MarketsTick {
  readonly match_id: number
  readonly markets: readonly Market[]
}

/** Ticks already recorded, per store (a test's store is not the browser's). */
const recorded = new WeakMap<LiveOddsStore, WeakSet<MarketsTick>>()

/**
 * The one entry of a tick's prices into the odds store: every panel showing the match (the match
 * page, its widgets, each listing section) hands the tick here and only the first records it, so
 * a tick is one write per outcome key however many panels follow the channel. Panels read the
 * prices back per key (`useLiveOdds`); their query caches take only changes of shape
 * (`DeferredMerge`). `shown` are the markets the first panel had on screen (the first direction).
 */
export function recordTick(
  store: LiveOddsStore,
  tick: MarketsTick,
  shown: readonly (Market | null | undefined)[] = [],
): void {
  let seen = recorded.get(store)
  if (!seen) recorded.set(store, (seen = new WeakSet()))
  if (seen.has(tick)) return
  seen.add(tick)
  recordOdds(store, tick.match_id, tick.markets, shown)
}
