// The server's truth about the selections of a request: match, market, outcome and provider as
// they are now, read in one statement for every selection of every bet.
import { sql, type SQL } from 'drizzle-orm'
import type { Outcome } from '@sportsbook/contract'
import { isMarketOpen, isMatchBettable, matchMarketKey } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { municipalityMissingSql } from './player-facts.ts'
import { executePrepared } from './prepared.ts'

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

type Row = {
  match_id: number
  market_id: number
  specifier: string
  match_status: number
  urn_id: string
  slug: string
  match_name: string
  competitors: { name: string }[]
  sport_key: string
  sport_type: string
  category_name: string
  provider: string
  provider_active: boolean | null
  market_name: string | null
  market_status: number | null
  outcomes: Outcome[] | null
  result: Record<string, string> | null
}

const unique = (keys: readonly SelectionKey[]) => [...new Map(keys.map((k) => [marketKey(k), k])).values()]

/** The snapshot query over distinct market keys, one row per market whose match exists. */
function snapshotSelect(list: readonly SelectionKey[]): SQL {
  return sql`
    select k.match_id, k.market_id, k.specifier, m.status as match_status, m.urn_id, m.slug,
      m.name as match_name, m.competitors, s.key as sport_key, s.type as sport_type, c.name as category_name, m.provider,
      p.active as provider_active, mk.name as market_name, mk.status as market_status, mk.outcomes, mk.result
    from unnest(${sql.param(list.map((k) => k.match_id))}::int[], ${sql.param(list.map((k) => k.market_id))}::int[],
      ${sql.param(list.map((k) => k.specifier))}::text[]) as k(match_id, market_id, specifier)
    join matches m on m.id = k.match_id
    join sports s on s.id = m.sport_id
    join categories c on c.id = m.category_id
    left join providers p on p.key = m.provider
    left join markets mk on mk.match_id = k.match_id and mk.market_id = k.market_id and mk.specifier = k.specifier`
}

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
  return toSnapshot((await db.execute<Row>(snapshotSelect(list))).rows)
}

const PREPARED_SNAPSHOT = 'betting_placement_snapshot_v2'

type FactsRow = Row & {
  player_statuses: string[] | null
  player_policy: string | null
  player_municipality_missing: boolean | null
  bet_ids: string[] | null
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
  const statement = sql`
    with f as (select u.statuses, ps.auto_accept_odds_change as policy,
        ${municipalityMissingSql} as municipality_missing,
        (select array_agg(nextval('bets_id_seq')::text) from generate_series(1, ${newBetIds})) as bet_ids
      from users u left join player_settings ps on ps.user_id = u.id where u.id = ${userId})
    select f.statuses as player_statuses, f.policy as player_policy,
      f.municipality_missing as player_municipality_missing, f.bet_ids, x.*
    from f left join (${snapshotSelect(unique(keys))}) x on true`
  // Its text never changes (the keys travel as arrays), so PostgreSQL keeps it prepared per connection
  // and skips parsing and planning a six-table join on every bet.
  const rows = await executePrepared<FactsRow>(db, PREPARED_SNAPSHOT, statement)
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
