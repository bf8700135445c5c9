// The live price boosts in memory, one book per database: the catalog, realtime and placement read it
// with no query of their own; it reloads itself (one statement) when older than PRICE_BOOST_REFRESH_MS,
// so a public read never costs a query per visitor (ADR 033).
import { currencyOf, money, outcomeKey, unscaleOdds, type Money } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { PRICE_BOOST_REFRESH_MS } from './constants.ts'
import { selectLiveBoosts } from './repository.ts'

/** A boost running now: the better price on one outcome and the most stake per customer. */
export interface LiveBoost {
  readonly id: number
  readonly odds: number
  readonly maxStake: Money
}

export interface PriceBoostBook {
  /** Reloads the live boosts now (startup, seeding, tests); resolves once loaded. */
  refresh(now?: Date): Promise<void>
  /** The boost on this outcome, if one runs; starts a reload in the background when the book is old. */
  find(matchId: number, marketId: number, specifier: string, outcomeId: string): LiveBoost | undefined
  /** Whether any boost runs on this match (a cheap skip for the overlays). */
  hasMatch(matchId: number): boolean
}

const books = new WeakMap<object, PriceBoostBook>()

function createBook(db: Executor, clock: () => Date): PriceBoostBook {
  let byOutcome = new Map<string, LiveBoost>()
  let matches = new Set<number>()
  let loadedAt = -Infinity
  let loading: Promise<void> | null = null
  async function load(now: Date) {
    const rows = await selectLiveBoosts(db, now)
    byOutcome = new Map(
      rows.map((r) => [
        outcomeKey(r.match_id, r.market_id, r.specifier, r.outcome_id),
        {
          id: r.id,
          odds: unscaleOdds(r.boosted_odds_scaled),
          maxStake: money(Number(r.max_stake), currencyOf(r.currency)),
        },
      ]),
    )
    matches = new Set(rows.map((r) => r.match_id))
    loadedAt = Date.now()
  }
  const stale = () => {
    if (loading || Date.now() - loadedAt < PRICE_BOOST_REFRESH_MS) return
    loading = load(clock())
      .catch(() => undefined)
      .finally(() => (loading = null))
  }
  return {
    refresh: (now = clock()) => load(now),
    find(matchId, marketId, specifier, outcomeId) {
      stale()
      return matches.has(matchId)
        ? byOutcome.get(outcomeKey(matchId, marketId, specifier, outcomeId))
        : undefined
    },
    hasMatch(matchId) {
      stale()
      return matches.has(matchId)
    },
  }
}

/** The book of this database (one per pool, made on first use); `clock` dates its reloads. */
export function priceBoostBook(db: Executor, clock: () => Date = () => new Date()): PriceBoostBook {
  let book = books.get(db)
  if (!book) books.set(db, (book = createBook(db, clock)))
  return book
}
