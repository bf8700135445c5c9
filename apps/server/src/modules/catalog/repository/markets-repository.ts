// Markets of one match. Status 0 ("not allowed", spec §4) is never shown, so it never leaves here.
import { sql, type SQL } from 'drizzle-orm'
import type { MarketGroupKey, MarketQuery, Outcome } from '@sportsbook/contract'
import type { Db } from '../../../db/client.ts'
import { marketStatusSql } from '../../../db/status-sql.ts'

export type MarketRow = {
  match_id: number
  match_urn_id: string
  market_id: number
  specifier: string
  name: string
  status: number
  outcomes: Outcome[]
  groups: MarketGroupKey[]
  priority: number
  most_balanced: boolean
  next_bet_stop: Date | string | null
  custom_bet_groups: string[]
  suspend_reason?: string | null
}

/** Columns of a MarketRow; the query must alias markets as `mk` and matches as `m`. */
export const MARKET_COLUMNS = sql`mk.match_id, m.urn_id as match_urn_id, mk.market_id, mk.specifier, mk.name,
  mk.status, mk.outcomes, mk.groups, mk.priority, mk.most_balanced, mk.next_bet_stop, mk.custom_bet_groups,
  mk.suspend_reason`

export function createMarketsRepository(db: Db) {
  return {
    /** One page of a match's markets, ordered by priority desc, then market id, then specifier. */
    async list(matchId: number, q: MarketQuery): Promise<{ rows: MarketRow[]; total: number }> {
      const conds: SQL[] = [
        sql`mk.match_id = ${matchId}`,
        sql`mk.status <> ${marketStatusSql('NOT_ALLOWED')}`,
      ]
      if (q.group_key) conds.push(sql`${q.group_key} = any(mk.groups)`)
      if (q.market_id !== undefined) conds.push(sql`mk.market_id = ${q.market_id}`)
      const where = sql.join(conds, sql` and `)
      const [page, count] = await Promise.all([
        db.execute<MarketRow>(sql`
          select ${MARKET_COLUMNS} from markets mk join matches m on m.id = mk.match_id
          where ${where}
          order by mk.priority desc, mk.market_id, mk.specifier
          limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from markets mk where ${where}`),
      ])
      return { rows: page.rows, total: count.rows[0]?.total ?? 0 }
    },

    /**
     * The given markets of one match in any status: realtime updates must carry status 0 too, so
     * clients can drop those markets (spec §4 merge rules).
     */
    async byKeys(matchId: number, keys: { marketId: number; specifier: string }[]): Promise<MarketRow[]> {
      if (keys.length === 0) return []
      const pairs = sql.join(
        keys.map((k) => sql`(${k.marketId}::int, ${k.specifier}::text)`),
        sql`, `,
      )
      const res = await db.execute<MarketRow>(sql`
        select ${MARKET_COLUMNS} from markets mk join matches m on m.id = mk.match_id
        where mk.match_id = ${matchId} and (mk.market_id, mk.specifier) in (${pairs})`)
      return res.rows
    },

    /** How many shown markets each group tab holds, over all the match's markets. */
    async groupCounts(matchId: number): Promise<{ key: string; markets_count: number }[]> {
      const res = await db.execute<{ key: string; markets_count: number }>(sql`
        select g as key, count(*)::int as markets_count
        from markets mk, unnest(mk.groups) as g
        where mk.match_id = ${matchId} and mk.status <> ${marketStatusSql('NOT_ALLOWED')}
        group by g`)
      return res.rows
    },
  }
}

export type MarketsRepository = ReturnType<typeof createMarketsRepository>
