// Match listing: one query for the page (filters, sort, per-sport cap, total), then one query each
// for the embedded listing markets and the market counts of that page: never one query per match.
import { sql, type SQL } from 'drizzle-orm'
import type { Competitor, MatchQuery, Statistics } from '@sportsbook/contract'
import type { Db } from '../../../db/client.ts'
import { BETTABLE_MATCH_STATUSES_SQL, marketStatusSql } from '../../../db/status-sql.ts'
import { favouriteMatchCondition } from '../../favourites/index.ts'
import type { RefColumns } from './catalog-repository.ts'
import { inList, whereAll } from './fragments-repository.ts'
import type { MarketRow } from './markets-repository.ts'
import { MARKET_COLUMNS } from './markets-repository.ts'

export type MatchRow = RefColumns & {
  id: number
  urn_id: string
  slug: string
  type: string
  name: string
  competitors: Competitor[]
  stadium: string | null
  city: string | null
  status: number
  stage: string | null
  start_time: Date | string
  end_date: Date | string | null
  statistics: Statistics | null
  main_market_id: number | null
  main_market_specifier: string
  secondary_market_id: number | null
  secondary_market_specifier: string
  has_video: boolean
  provider: string
  bets_count: number
  bettable: boolean
  tournament_id: number
  tournament_slug: string
  tournament_name: string
  tournament_kind: string
}

export type MarketSummary = {
  match_id: number
  market_ids: number[]
  markets_count: number
}

type SortField = NonNullable<MatchQuery['sort_by']>[number]['field']
export type MatchFilter = Omit<MatchQuery, 'page' | 'limit'> & {
  page: number
  limit: number
  /** The signed-in player whose stars `favourite=true` keeps (a visitor has none). */
  playerId?: number | undefined
}

/** Spec §4/§6: prematch or live, and the match's provider is active (a missing provider row counts as active). */
const BETTABLE = sql`(m.status in ${BETTABLE_MATCH_STATUSES_SQL} and coalesce(p.active, true))`

const BASE = sql`
  select m.id, m.urn_id, m.slug, m.type, m.name, m.competitors, m.stadium, m.city, m.status, m.stage,
    m.start_time, m.end_date, m.statistics, m.main_market_id, m.main_market_specifier,
    m.secondary_market_id, m.secondary_market_specifier, m.has_video, m.provider, m.bets_count,
    ${BETTABLE} as bettable,
    s.id as sport_id, s.key as sport_key, s.name as sport_name, s.type as sport_type, s.priority as sport_priority,
    c.id as category_id, c.slug as category_slug, c.name as category_name,
    c.country_code as category_country_code, c.priority as category_priority,
    t.id as tournament_id, t.slug as tournament_slug, t.name as tournament_name, t.kind as tournament_kind,
    t.priority as tournament_priority
  from matches m
    join sports s on s.id = m.sport_id
    join categories c on c.id = m.category_id
    join tournaments t on t.id = m.tournament_id
    left join providers p on p.key = m.provider`

/** Sort fields are a closed list (the contract rejects others), so naming the column raw is safe. */
const SORT_COLUMN: Record<SortField, string> = {
  sport_id: 'sport_id',
  sport_priority: 'sport_priority',
  category_id: 'category_id',
  category_priority: 'category_priority',
  tournament_id: 'tournament_id',
  tournament_priority: 'tournament_priority',
  start_time: 'start_time',
  bets_count: 'bets_count',
}

function orderBy(sort: MatchFilter['sort_by']): SQL {
  const parts = (sort ?? [{ field: 'start_time' as const, desc: false }]).map(
    (s) => `${SORT_COLUMN[s.field]} ${s.desc ? 'desc' : 'asc'}`,
  )
  // id last makes the order total, so pages never overlap or skip a match.
  return sql.raw([...parts, 'id asc'].join(', '))
}

function conditions(f: Partial<MatchFilter>): SQL[] {
  const c: SQL[] = []
  if (f.id?.length) c.push(sql`m.id in ${inList(f.id)}`)
  if (f.type) c.push(sql`m.type = ${f.type}`)
  if (f.sport_key) c.push(sql`s.key = ${f.sport_key}`)
  if (f.sport_type) c.push(sql`s.type = ${f.sport_type}`)
  if (f.category_id !== undefined) c.push(sql`m.category_id = ${f.category_id}`)
  if (f.tournament_id !== undefined) c.push(sql`m.tournament_id = ${f.tournament_id}`)
  if (f.match_status?.length) c.push(sql`m.status in ${inList(f.match_status)}`)
  if (f.start_from) c.push(sql`m.start_time >= ${f.start_from}::timestamptz`)
  if (f.start_to) c.push(sql`m.start_time <= ${f.start_to}::timestamptz`)
  if (f.bettable !== undefined) c.push(f.bettable ? BETTABLE : sql`not ${BETTABLE}`)
  if (f.has_video !== undefined) c.push(sql`m.has_video = ${f.has_video}`)
  // Starred matches and matches of starred leagues; a visitor has no favourites.
  if (f.favourite) c.push(f.playerId === undefined ? sql`false` : favouriteMatchCondition(f.playerId))
  return c
}

export function createMatchesRepository(db: Db) {
  async function count(f: MatchFilter): Promise<number> {
    const capped = f.max_per_sport !== undefined
    const res = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (
        select ${capped ? sql`row_number() over (partition by m.sport_id order by m.id) as rn` : sql`1 as rn`}
        from matches m join sports s on s.id = m.sport_id left join providers p on p.key = m.provider
        ${whereAll(conditions(f))}) x
      ${capped ? sql`where rn <= ${f.max_per_sport}` : sql``}`)
    return res.rows[0]?.total ?? 0
  }

  return {
    async list(f: MatchFilter): Promise<{ rows: MatchRow[]; total: number }> {
      const order = orderBy(f.sort_by)
      const ranked =
        f.max_per_sport !== undefined
          ? sql`select * from (select b.*, row_number() over (partition by sport_id order by ${order}) as rn from base b) r
              where rn <= ${f.max_per_sport}`
          : sql`select * from base`
      const res = await db.execute<MatchRow & { total: number }>(sql`
        with base as (${BASE} ${whereAll(conditions(f))})
        select *, count(*) over ()::int as total from (${ranked}) page
        order by ${order}
        limit ${f.limit} offset ${(f.page - 1) * f.limit}`)
      const first = res.rows[0]
      // Past the last page the window count has no row to ride on; count separately then.
      const total = first ? first.total : f.page > 1 ? await count(f) : 0
      return { rows: res.rows, total }
    },

    async get(id: number): Promise<MatchRow | undefined> {
      const res = await db.execute<MatchRow>(sql`${BASE} where m.id = ${id}`)
      return res.rows[0]
    },

    /** The id of every match and outright (realtime's known-match set: a few thousand integers). */
    async ids(): Promise<number[]> {
      const res = await db.execute<{ id: number }>(sql`select id from matches`)
      return res.rows.map((r) => r.id)
    },

    /** Several matches at once (absent ids are skipped). */
    async getMany(ids: readonly number[]): Promise<MatchRow[]> {
      if (ids.length === 0) return []
      const res = await db.execute<MatchRow>(sql`${BASE} where m.id in ${inList(ids)}`)
      return res.rows
    },

    /** The open-or-suspended main and secondary market of each given match, in one query. */
    async listingMarkets(ids: number[]): Promise<MarketRow[]> {
      if (ids.length === 0) return []
      const res = await db.execute<MarketRow>(sql`
        select ${MARKET_COLUMNS} from markets mk join matches m on m.id = mk.match_id
        where m.id in ${inList(ids)} and mk.status <> ${marketStatusSql('NOT_ALLOWED')} and (
          (mk.market_id = m.main_market_id and mk.specifier = m.main_market_specifier) or
          (mk.market_id = m.secondary_market_id and mk.specifier = m.secondary_market_specifier))`)
      return res.rows
    },

    /** Distinct market ids and count of shown markets (status ≠ 0) per match. */
    async marketSummaries(ids: number[]): Promise<MarketSummary[]> {
      if (ids.length === 0) return []
      const res = await db.execute<MarketSummary>(sql`
        select match_id, array_agg(distinct market_id order by market_id) as market_ids, count(*)::int as markets_count
        from markets where match_id in ${inList(ids)} and status <> ${marketStatusSql('NOT_ALLOWED')}
        group by match_id`)
      return res.rows
    },
  }
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>
