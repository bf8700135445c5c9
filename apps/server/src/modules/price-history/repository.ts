// Every SQL statement of the price history.
import { sql } from 'drizzle-orm'
import type { Outcome } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'

export type Moves = Record<string, [number, number][]>

export interface MainMarket {
  marketId: number
  specifier: string
  /** The market as stored now (the first point of an outcome nobody saw move yet). */
  outcomes: Outcome[]
  updatedAt: Date
}

export interface StoredHistory {
  marketId: number
  specifier: string
  moves: Moves
}

/** The main market of each match (null for a match without one, absent for an unknown match). */
export async function selectMainMarkets(
  db: Executor,
  ids: number[],
): Promise<Map<number, MainMarket | null>> {
  if (ids.length === 0) return new Map()
  const { rows } = await db.execute<{
    id: number
    market_id: number | null
    specifier: string | null
    outcomes: Outcome[] | null
    updated_at: Date | null
  }>(sql`
    select m.id, k.market_id, k.specifier, k.outcomes, k.updated_at from matches m
    left join markets k on k.match_id = m.id and k.market_id = m.main_market_id and k.specifier = m.main_market_specifier
    where m.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`)
  return new Map(
    rows.map((r) => [
      r.id,
      r.market_id === null
        ? null
        : {
            marketId: r.market_id,
            specifier: r.specifier ?? '',
            outcomes: r.outcomes ?? [],
            updatedAt: new Date(r.updated_at!),
          },
    ]),
  )
}

export async function selectHistory(db: Executor, matchId: number): Promise<StoredHistory | undefined> {
  const { rows } = await db.execute<{ market_id: number; specifier: string; moves: Moves }>(sql`
    select market_id, specifier, moves from price_history where match_id = ${matchId}`)
  const r = rows[0]
  return r && { marketId: r.market_id, specifier: r.specifier, moves: r.moves }
}

/** Writes the histories of one feed batch in one statement. */
export async function upsertHistories(
  db: Executor,
  rows: { matchId: number; h: StoredHistory }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return
  const values = rows.map(
    ({ matchId, h }) =>
      sql`(${matchId}, ${h.marketId}, ${h.specifier}, ${JSON.stringify(h.moves)}::jsonb, ${now})`,
  )
  await db.execute(sql`
    insert into price_history (match_id, market_id, specifier, moves, updated_at)
    values ${sql.join(values, sql`, `)}
    on conflict (match_id) do update set market_id = excluded.market_id, specifier = excluded.specifier,
      moves = excluded.moves, updated_at = excluded.updated_at`)
}
