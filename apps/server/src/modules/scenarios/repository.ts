// Every SQL statement of scenarios: the match a scenario plays when the run names none, and a match's
// provider and score as the feed last wrote them (read before each score step).
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { ScenarioTarget } from '@sportsbook/contract'

/** Where each target looks: soccer, its 1X2 open; the newest kick-off first, or the next one. */
const pick = (target: ScenarioTarget, now: Date) =>
  ({
    live_soccer: sql`m.status = 1 and m.stage = '1st_half' order by m.start_time desc`,
    live_soccer_second_half: sql`m.status = 1 and m.stage = '2nd_half' order by m.start_time desc`,
    prematch_soccer: sql`m.status = 0 and m.start_time > ${now.toISOString()}::timestamptz order by m.start_time`,
  })[target]

export async function pickMatch(db: Executor, target: ScenarioTarget, now: Date): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select m.id from matches m join sports s on s.id = m.sport_id
    join markets mk on mk.match_id = m.id and mk.market_id = 1 and mk.specifier = '' and mk.status = 1
    where s.key = 'soccer' and m.type = 'match' and ${pick(target, now)} limit 1`)
  return rows[0]?.id ?? null
}

export type MatchFacts = { provider: string; home: number; away: number }

export async function matchFacts(db: Executor, id: number): Promise<MatchFacts | null> {
  const { rows } = await db.execute<MatchFacts>(sql`
    select provider, coalesce((statistics -> 'total_score' ->> 'home')::int, 0) as home,
      coalesce((statistics -> 'total_score' ->> 'away')::int, 0) as away
    from matches where id = ${id}`)
  return rows[0] ?? null
}
