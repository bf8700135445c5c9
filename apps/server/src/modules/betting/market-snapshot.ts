// The server's truth about the selections of a request: match, market, outcome and provider as
// they are now, read in one statement for every selection of every bet.
import type { Outcome } from '@sportsbook/contract'
import { isMarketOpen, isMatchBettable, matchMarketKey } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import {
  selectSnapshot,
  selectSnapshotWithPlayer,
  type SnapshotRow,
} from './repository/snapshot-repository.ts'

export interface SelectionKey {
  match_id: number
  market_id: number
  specifier: string
  outcome_id: string
}

export interface MarketState {
  matchId: number
  matchStatus: number
  matchUrnId: string
  matchSlug: string
  matchName: string
  /** An outright (tournament winner, spec §3) rather than a match. */
  isOutright: boolean
  competitors: string[]
  sportKey: string
  /** The sport's type (spec §3 Sport: regular, cyber, premium_cricket): a bet's category. */
  sportType: string
  categoryName: string
  provider: string
  providerActive: boolean
  /** Null when the match has no such market. */
  market: {
    name: string
    status: number
    outcomes: Outcome[]
    result: Record<string, string> | null
  } | null
}

export const marketKey = (k: { match_id: number; market_id: number; specifier: string }) =>
  matchMarketKey(k.match_id, k.market_id, k.specifier)

export type Snapshot = Map<string, MarketState>

type Row = SnapshotRow

const unique = (keys: readonly SelectionKey[]) => [...new Map(keys.map((k) => [marketKey(k), k])).values()]

function toSnapshot(rows: readonly Row[]): Snapshot {
  return new Map(
    rows
      .filter((r) => r.match_id !== null)
      .map((r) => [
        marketKey(r),
        {
          matchId: r.match_id,
          matchStatus: r.match_status,
          matchUrnId: r.urn_id,
          matchSlug: r.slug,
          matchName: r.match_name,
          isOutright: r.match_type === 'outright',
          competitors: r.competitors.map((c) => c.name),
          sportKey: r.sport_key,
          sportType: r.sport_type,
          categoryName: r.category_name,
          provider: r.provider,
          // A provider with no row has never been switched off.
          providerActive: r.provider_active ?? true,
          market:
            r.market_status === null
              ? null
              : {
                  name: r.market_name ?? '',
                  status: r.market_status,
                  outcomes: r.outcomes ?? [],
                  result: r.result,
                },
        },
      ]),
  )
}

/** Current state of every distinct market the keys name; matches that do not exist are absent. */
export async function loadSnapshot(db: Executor, keys: readonly SelectionKey[]): Promise<Snapshot> {
  const list = unique(keys)
  if (list.length === 0) return new Map()
  return toSnapshot(await selectSnapshot(db, list))
}

/**
 * The snapshot and the placing player's statuses, odds policy and municipality check in one statement: placement is the
 * hot path, and every round trip to PostgreSQL costs both processes CPU.
 */
export async function loadSnapshotWithPlayer(
  db: Executor,
  userId: number,
  keys: readonly SelectionKey[],
  newBetIds = 0,
) {
  // Bet ids are drawn here, so the placing transaction knows them before its first statement (a refused
  // request leaves a gap in the sequence, which nothing relies on).
  const rows = await selectSnapshotWithPlayer(db, userId, unique(keys), newBetIds)
  const first = rows[0]
  return {
    snapshot: toSnapshot(rows),
    statuses: first?.player_statuses ?? [],
    policy: first?.player_policy ?? null,
    municipalityMissing: first?.player_municipality_missing ?? false,
    betIds: first?.bet_ids ?? [],
  }
}

/** The outcome as offered now, with whether it takes bets (match, provider, market and outcome open). */
export function offered(snapshot: Snapshot, k: SelectionKey) {
  const state = snapshot.get(marketKey(k))
  const outcome = state?.market?.outcomes.find((o) => o.id === k.outcome_id)
  const bettable =
    !!state &&
    !!outcome &&
    outcome.active &&
    isMarketOpen(state.market?.status ?? 0) &&
    isMatchBettable(state.matchStatus) &&
    state.providerActive
  return { state, outcome, bettable }
}
