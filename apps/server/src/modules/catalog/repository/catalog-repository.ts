// Sports, categories and tournaments: small tables, read with their counts in one query each.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { BETTABLE_MATCH_STATUSES_SQL, matchStatusSql } from '../../../db/status-sql.ts'
import { whereAll } from './fragments-repository.ts'

export type SportRow = {
  id: number
  urn_id: string
  key: string
  name: string
  priority: number
  type: string
  provider: string
  live_count: number
  prematch_count: number
}

/** Sport and category columns every category/tournament/match row carries, for the *Ref shapes. */
export type RefColumns = {
  sport_id: number
  sport_key: string
  sport_name: string
  sport_type: string
  category_id: number
  category_slug: string
  category_name: string
  category_country_code: string | null
}

export type CategoryRow = RefColumns & {
  priority: number
  tournaments_count: number
}

export type TournamentRow = RefColumns & {
  id: number
  urn_id: string
  slug: string
  name: string
  priority: number
  kind: string
  is_top: boolean
  main_market_outcomes_count: number
  secondary_market_outcomes_count: number
  matches_count: number
}

export type CategoryFilter = {
  id?: number
  sport_key?: string
  sport_id?: number
  slug?: string
}

export type TournamentFilter = {
  id?: number
  sport_key?: string
  category_id?: number
  slug?: string
  top?: boolean
  limit?: number
}

const REFS = sql`s.id as sport_id, s.key as sport_key, s.name as sport_name, s.type as sport_type,
  c.id as category_id, c.slug as category_slug, c.name as category_name, c.country_code as category_country_code`

export function createCatalogRepository(db: Db) {
  return {
    async listSports(): Promise<SportRow[]> {
      const res = await db.execute<SportRow>(sql`
        select s.id, s.urn_id, s.key, s.name, s.priority, s.type, s.provider,
          count(m.id) filter (where m.status = ${matchStatusSql('LIVE')})::int as live_count,
          count(m.id) filter (where m.status = ${matchStatusSql('PREMATCH')})::int as prematch_count
        from sports s left join matches m on m.sport_id = s.id
        group by s.id
        order by s.priority desc, s.name, s.id`)
      return res.rows
    },

    async listCategories(f: CategoryFilter): Promise<CategoryRow[]> {
      const conds: SQL[] = []
      if (f.id !== undefined) conds.push(sql`c.id = ${f.id}`)
      if (f.sport_key !== undefined) conds.push(sql`s.key = ${f.sport_key}`)
      if (f.sport_id !== undefined) conds.push(sql`s.id = ${f.sport_id}`)
      if (f.slug !== undefined) conds.push(sql`c.slug = ${f.slug}`)
      const res = await db.execute<CategoryRow>(sql`
        select ${REFS}, c.priority,
          (select count(*)::int from tournaments t where t.category_id = c.id) as tournaments_count
        from categories c join sports s on s.id = c.sport_id
        ${whereAll(conds)}
        order by s.priority desc, c.priority desc, c.name, c.id`)
      return res.rows
    },

    async listTournaments(f: TournamentFilter): Promise<TournamentRow[]> {
      const conds: SQL[] = []
      if (f.id !== undefined) conds.push(sql`t.id = ${f.id}`)
      if (f.sport_key !== undefined) conds.push(sql`s.key = ${f.sport_key}`)
      if (f.category_id !== undefined) conds.push(sql`t.category_id = ${f.category_id}`)
      if (f.slug !== undefined) conds.push(sql`t.slug = ${f.slug}`)
      if (f.top !== undefined) conds.push(sql`t.is_top = ${f.top}`)
      // matches_count counts what a listing can show: prematch and live matches.
      const res = await db.execute<TournamentRow>(sql`
        select ${REFS}, t.id, t.urn_id, t.slug, t.name, t.priority, t.kind, t.is_top,
          t.main_market_outcomes_count, t.secondary_market_outcomes_count,
          (select count(*)::int from matches m where m.tournament_id = t.id and m.status in ${BETTABLE_MATCH_STATUSES_SQL}) as matches_count
        from tournaments t join categories c on c.id = t.category_id join sports s on s.id = t.sport_id
        ${whereAll(conds)}
        order by t.priority desc, s.priority desc, t.name, t.id
        ${f.limit !== undefined ? sql`limit ${f.limit}` : sql``}`)
      return res.rows
    },
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>
