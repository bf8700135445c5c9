// SQL of the market snapshot: match, market, outcome and provider of every distinct market a request
// names, in one statement (market-snapshot.ts turns the rows into the snapshot).
import { sql, type SQL } from 'drizzle-orm'
import type { Outcome } from '@sportsbook/contract'
import type { Executor } from '../../../db/client.ts'
import { executePrepared } from '../../../db/prepared.ts'
import { municipalityMissingSql } from './player-repository.ts'

export type MarketKeyList = readonly { match_id: number; market_id: number; specifier: string }[]

export type SnapshotRow = {
  match_id: number
  market_id: number
  specifier: string
  match_status: number
  urn_id: string
  slug: string
  match_name: string
  match_type: string
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

/** The snapshot query over distinct market keys, one row per market whose match exists. */
function snapshotSelect(list: MarketKeyList): SQL {
  return sql`
    select k.match_id, k.market_id, k.specifier, m.status as match_status, m.urn_id, m.slug,
      m.name as match_name, m.type as match_type, m.competitors, s.key as sport_key, s.type as sport_type, c.name as category_name, m.provider,
      p.active as provider_active, mk.name as market_name, mk.status as market_status, mk.outcomes, mk.result
    from unnest(${sql.param(list.map((k) => k.match_id))}::int[], ${sql.param(list.map((k) => k.market_id))}::int[],
      ${sql.param(list.map((k) => k.specifier))}::text[]) as k(match_id, market_id, specifier)
    join matches m on m.id = k.match_id
    join sports s on s.id = m.sport_id
    join categories c on c.id = m.category_id
    left join providers p on p.key = m.provider
    left join markets mk on mk.match_id = k.match_id and mk.market_id = k.market_id and mk.specifier = k.specifier`
}

export async function selectSnapshot(db: Executor, list: MarketKeyList): Promise<SnapshotRow[]> {
  return (await db.execute<SnapshotRow>(snapshotSelect(list))).rows
}

const PREPARED_SNAPSHOT = 'betting_placement_snapshot_v3'

export type SnapshotWithPlayerRow = SnapshotRow & {
  player_statuses: string[] | null
  player_policy: string | null
  player_municipality_missing: boolean | null
  bet_ids: string[] | null
}

/**
 * The snapshot, the player's statuses, odds policy and municipality check, and `newBetIds` bet ids
 * drawn from the sequence, in one statement: placement is the hot path.
 */
export async function selectSnapshotWithPlayer(
  db: Executor,
  userId: number,
  list: MarketKeyList,
  newBetIds: number,
): Promise<SnapshotWithPlayerRow[]> {
  const statement = sql`
    with f as (select u.statuses, ps.auto_accept_odds_change as policy,
        ${municipalityMissingSql} as municipality_missing,
        (select array_agg(nextval('bets_id_seq')::text) from generate_series(1, ${newBetIds})) as bet_ids
      from users u left join player_settings ps on ps.user_id = u.id where u.id = ${userId})
    select f.statuses as player_statuses, f.policy as player_policy,
      f.municipality_missing as player_municipality_missing, f.bet_ids, x.*
    from f left join (${snapshotSelect(list)}) x on true`
  // Its text never changes (the keys travel as arrays), so PostgreSQL keeps it prepared per connection
  // and skips parsing and planning a six-table join on every bet.
  return executePrepared<SnapshotWithPlayerRow>(db, PREPARED_SNAPSHOT, statement)
}
