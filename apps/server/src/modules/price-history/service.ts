// Price transparency (issue 19): the last moves of each match's main-market prices, recorded from the
// feed's market changes (bounded: PRICE_HISTORY_POINTS per outcome) and served to the match page.
import type { PriceHistory } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/api-error.ts'
import type { FeedChange } from '../feed/index.ts'
import { PRICE_HISTORY_POINTS } from './constants.ts'
import { recordMoves } from './record.ts'
import {
  selectHistory,
  selectMainMarkets,
  upsertHistories,
  type MainMarket,
  type StoredHistory,
} from './repository.ts'

/** Matches whose history is kept in memory; the oldest is dropped past this (it is in the table). */
const MEMORY_MATCHES = 2_000

export function createPriceHistoryService(db: Db, now: () => Date) {
  const histories = new Map<number, StoredHistory>()
  let queue: Promise<void> = Promise.resolve()

  async function load(matchId: number, main: MainMarket): Promise<StoredHistory> {
    const cached = histories.get(matchId)
    if (cached && cached.marketId === main.marketId && cached.specifier === main.specifier) return cached
    const stored = await selectHistory(db, matchId)
    const h =
      stored && stored.marketId === main.marketId && stored.specifier === main.specifier
        ? stored
        : { marketId: main.marketId, specifier: main.specifier, moves: {} }
    // An outcome never seen moving starts from its stored price, so even one move draws a line.
    const unseen = main.outcomes.filter((o) => !h.moves[o.id]?.length)
    recordMoves(h.moves, unseen, Math.min(main.updatedAt.getTime(), now().getTime()), PRICE_HISTORY_POINTS)
    if (histories.size >= MEMORY_MATCHES) histories.delete(histories.keys().next().value!)
    histories.set(matchId, h)
    return h
  }

  async function record(changes: FeedChange[]): Promise<number[]> {
    const moved = changes.filter((c) => c.type === 'markets_changed')
    if (moved.length === 0) return []
    const mains = await selectMainMarkets(db, [...new Set(moved.map((c) => c.matchId))])
    const at = now()
    const dirty = new Map<number, StoredHistory>()
    for (const c of moved) {
      const main = mains.get(c.matchId)
      const market = main && c.markets.find((m) => m.id === main.marketId && m.specifier === main.specifier)
      if (!main || !market) continue
      const h = await load(c.matchId, main)
      if (recordMoves(h.moves, market.outcomes, at.getTime(), PRICE_HISTORY_POINTS)) dirty.set(c.matchId, h)
    }
    await upsertHistories(
      db,
      [...dirty].map(([matchId, h]) => ({ matchId, h })),
      at,
    )
    return [...dirty.keys()]
  }

  return {
    /**
     * Another process (the feed role) recorded moves of these matches (null: of any): their histories
     * are read again from the table at their next request.
     */
    forget(matchIds: readonly number[] | null): void {
      if (matchIds === null) histories.clear()
      else for (const id of matchIds) histories.delete(id)
    },

    /** Feed batches are recorded one after another, in order; `onRecorded` hears the matches stored. */
    handle(
      changes: FeedChange[],
      onError: (err: unknown) => void,
      onRecorded: (matchIds: number[]) => void = () => undefined,
    ): Promise<void> {
      queue = queue
        .then(() => record(changes))
        .then((ids) => (ids.length > 0 ? onRecorded(ids) : undefined))
        .catch(onError)
      return queue
    },

    async get(matchId: number): Promise<PriceHistory> {
      const main = (await selectMainMarkets(db, [matchId])).get(matchId)
      if (main === undefined) throw notFound(`Match ${matchId}`)
      if (main === null) return { match_id: matchId, market_id: null, specifier: '', outcomes: [] }
      const h = await load(matchId, main)
      return {
        match_id: matchId,
        market_id: h.marketId,
        specifier: h.specifier,
        outcomes: main.outcomes.map((o) => ({ id: o.id, moves: h.moves[o.id] ?? [] })),
      }
    },
  }
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>
