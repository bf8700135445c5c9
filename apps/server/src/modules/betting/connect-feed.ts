// Joins the feed to betting: after each committed tick, pay early the legs a score change qualifies
// (ADR 031), settle what it decided and re-price the cash-out offers of the matches whose markets
// moved. Runs are chained so two never overlap.
import type { FastifyInstance } from 'fastify'
import type { Betting } from './plugin.ts'
import { payEarly } from './early-payout.ts'
import { refreshOffers } from './offers.ts'
import { settleMatches } from './settlement.ts'

/** What betting hears of a catalog source (the demo feed, or an operator's): which matches changed. */
export interface MatchChange {
  type: string
  matchId?: number
}

/** Any source of catalog changes; betting never imports the feed itself (no simulator without FEED_ENABLED). */
export interface CatalogChanges {
  onChange(listener: (changes: readonly MatchChange[]) => void): () => void
}

/** The matches a batch of changes touched: prices or status (`touched`), and scores (`scored`). */
export function matchesOf(changes: readonly MatchChange[]): { touched: number[]; scored: number[] } {
  const touched = new Set<number>()
  // A score moves with `match_changed` (early payout reads it), prices with `markets_changed`.
  const scored = new Set<number>()
  for (const c of changes) {
    if ((c.type === 'markets_changed' || c.type === 'match_status_changed') && c.matchId !== undefined)
      touched.add(c.matchId)
    if (c.type === 'match_changed' && c.matchId !== undefined) scored.add(c.matchId)
  }
  return { touched: [...touched], scored: [...scored] }
}

/** Betting's work on changed matches: early payout, settlement, cash-out offers. Idempotent. */
export async function settleChanged(betting: Betting, touched: readonly number[], scored: readonly number[]) {
  // Early payout first: a leg its lead paid is final, whatever the match's result says next.
  if (scored.length > 0) await payEarly(betting, scored)
  await settleMatches(betting, touched)
  await refreshOffers(betting, touched)
}

/**
 * In-process: each committed batch's work runs here, chained (tests; the roles of one process go
 * through the settlement queue instead, settlement-worker.ts).
 */
export function connectFeedToBetting(app: FastifyInstance, feed: CatalogChanges): () => void {
  let queue = Promise.resolve()
  return feed.onChange((changes) => {
    const { touched, scored } = matchesOf(changes)
    if (touched.length === 0 && scored.length === 0) return
    queue = queue
      .then(() => settleChanged(app.betting, touched, scored))
      .catch((err: unknown) => {
        app.log.error({ err }, 'betting: settling feed changes failed')
        app.errorReporter.background(err, 'settlement')
      })
  })
}
