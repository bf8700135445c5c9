// Case-insensitive substring search over match, tournament and market names.
// A match's name is "Home vs Away", so searching it covers the competitors too.
import { sql, type SQL } from 'drizzle-orm'
import type { MatchStatus, SportType } from '@sportsbook/contract'
import type { Db } from '../../../db/client.ts'
import { BETTABLE_MATCH_STATUSES_SQL, marketStatusSql } from '../../../db/status-sql.ts'
import { likePattern } from './fragments-repository.ts'

/**
 * Hits per kind; a search box shows a short list, the full listing is a filter away. A market hit is
 * a market type of one match, with its lines.
 */
export const SEARCH_HITS_PER_KIND = 20
/** Lines of the market hits at most (20 types of up to ~10 lines each fit). */
export const SEARCH_MARKET_LINES_MAX = 200

export type SearchFilter = {
  q: string
  sport_type?: SportType
  match_status?: MatchStatus
  only_events_name?: boolean
}

export type MatchHitRow = {
  id: number
  slug: string
  name: string
  status: number
  start_time: Date | string
  sport_key: string
  tournament_name: string
}
export type TournamentHitRow = {
  id: number
  slug: string
  name: string
  sport_key: string
  category_name: string
}
export type MarketHitRow = {
  match_id: number
  match_slug: string
  match_name: string
  sport_key: string
  market_id: number
  name: string
  specifier: string
}

export function createSearchRepository(db: Db) {
  return {
    async search(f: SearchFilter) {
      const p = likePattern(f.q)
      const sportType = f.sport_type ? sql`and s.type = ${f.sport_type}` : sql``
      // Without an explicit status, only what can still be bet on (prematch, live) is worth finding.
      const status: SQL =
        f.match_status !== undefined
          ? sql`and m.status = ${f.match_status}`
          : sql`and m.status in ${BETTABLE_MATCH_STATUSES_SQL}`
      const matches = db.execute<MatchHitRow>(sql`
        select m.id, m.slug, m.name, m.status, m.start_time, s.key as sport_key, t.name as tournament_name
        from matches m join sports s on s.id = m.sport_id join tournaments t on t.id = m.tournament_id
        where m.name ilike ${p} ${sportType} ${status}
        order by m.status desc, m.start_time, m.id limit ${SEARCH_HITS_PER_KIND}`)
      if (f.only_events_name) return { matches: (await matches).rows, tournaments: [], markets: [] }
      const tournaments = db.execute<TournamentHitRow>(sql`
        select t.id, t.slug, t.name, s.key as sport_key, c.name as category_name
        from tournaments t join sports s on s.id = t.sport_id join categories c on c.id = t.category_id
        where t.name ilike ${p} ${sportType}
        order by t.priority desc, t.name, t.id limit ${SEARCH_HITS_PER_KIND}`)
      // Market hits count market types of a match (Handicap of one match is one hit), each with all its
      // lines that are not hidden: twenty lines of one type would otherwise fill the list with one match.
      const markets = db.execute<MarketHitRow>(sql`
        with types as (
          select mk.match_id, mk.market_id, mk.name, m.start_time, max(mk.priority) as priority
          from markets mk join matches m on m.id = mk.match_id join sports s on s.id = m.sport_id
          where mk.name ilike ${p} and mk.status <> ${marketStatusSql('NOT_ALLOWED')} ${sportType} ${status}
          group by mk.match_id, mk.market_id, mk.name, m.start_time
          order by m.start_time, mk.match_id, max(mk.priority) desc, mk.market_id
          limit ${SEARCH_HITS_PER_KIND})
        select m.id as match_id, m.slug as match_slug, m.name as match_name, s.key as sport_key,
          mk.market_id, mk.name, mk.specifier
        from types t
          join markets mk on mk.match_id = t.match_id and mk.market_id = t.market_id and mk.name = t.name
          join matches m on m.id = mk.match_id join sports s on s.id = m.sport_id
        where mk.status <> ${marketStatusSql('NOT_ALLOWED')}
        order by t.start_time, t.match_id, t.priority desc, t.market_id, mk.specifier
        limit ${SEARCH_MARKET_LINES_MAX}`)
      const [m, t, k] = await Promise.all([matches, tournaments, markets])
      return { matches: m.rows, tournaments: t.rows, markets: k.rows }
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
