import type { Market } from '@sportsbook/contract'
import { matchMarketKey } from '@sportsbook/domain'

export interface MarketsUpdate {
  matchId: number
  markets: readonly Market[]
}

export interface DeferredMergeOptions<T> {
  read(): T | undefined
  write(next: T): void
  merge(data: T, updates: readonly MarketsUpdate[]): T
  shapeChanged(before: T, after: T): boolean
}

/**
 * Market updates for one cached query. Price-only changes go to the odds store (one button
 * re-renders) and wait here; the next change of shape (a market suspended, dropped or added, an
 * outcome deactivated) writes them all to the cache in one merge, so the cache catches up without
 * re-rendering the page for every tick. Waiting updates are kept per market, latest only.
 */
export class DeferredMerge<T> {
  private readonly waiting = new Map<string, MarketsUpdate>()

  constructor(private readonly opts: DeferredMergeOptions<T>) {}

  push(update: MarketsUpdate): void {
    const current = this.opts.read()
    // Nothing loaded yet: the REST answer will hold this state.
    if (current === undefined) return
    for (const m of update.markets) {
      this.waiting.set(matchMarketKey(update.matchId, m.id, m.specifier), {
        matchId: update.matchId,
        markets: [m],
      })
    }
    const probe = this.opts.merge(current, [update])
    if (probe === current || !this.opts.shapeChanged(current, probe)) return
    this.flush()
  }

  /** Writes every waiting update to the cache. */
  flush(): void {
    const current = this.opts.read()
    if (current === undefined || this.waiting.size === 0) return
    const next = this.opts.merge(current, [...this.waiting.values()])
    this.waiting.clear()
    if (next !== current) this.opts.write(next)
  }

  /** After a REST reload the cache is newer than anything waiting. */
  discard(): void {
    this.waiting.clear()
  }
}
