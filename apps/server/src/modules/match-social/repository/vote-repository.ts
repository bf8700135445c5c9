// Every SQL statement of the prediction vote.
import { sql } from 'drizzle-orm'
import type { VoteChoice } from '@sportsbook/contract'
import type { Executor } from '../../../db/client.ts'

export interface VoteMatch {
  status: number
  type: string
  /** Outcomes of the match's main market (3 for 1X2 → a draw can be predicted); 0 without one. */
  mainOutcomes: number
}

export async function selectVoteMatch(db: Executor, matchId: number): Promise<VoteMatch | undefined> {
  const { rows } = await db.execute<{ status: number; type: string; main_outcomes: number | null }>(sql`
    select m.status, m.type,
      (select jsonb_array_length(k.outcomes) from markets k
        where k.match_id = m.id and k.market_id = m.main_market_id and k.specifier = m.main_market_specifier) as main_outcomes
    from matches m where m.id = ${matchId}`)
  const r = rows[0]
  return r && { status: r.status, type: r.type, mainOutcomes: r.main_outcomes ?? 0 }
}

/** The player's vote; a second one on the same match is ignored (the first stands). */
export async function insertVote(
  db: Executor,
  v: { matchId: number; userId: number; choice: VoteChoice; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into match_votes (match_id, user_id, choice, created_at)
    values (${v.matchId}, ${v.userId}, ${v.choice}, ${v.now})
    on conflict (match_id, user_id) do nothing`)
}

export async function selectVoteCounts(
  db: Executor,
  matchId: number,
  userId: number | undefined,
): Promise<{ counts: Map<string, number>; mine: string | null }> {
  const { rows } = await db.execute<{ choice: string; n: number; mine: boolean }>(sql`
    select choice, count(*)::int as n, bool_or(user_id = ${userId ?? 0}) as mine
    from match_votes where match_id = ${matchId} group by choice`)
  return {
    counts: new Map(rows.map((r) => [r.choice, r.n])),
    mine: rows.find((r) => r.mine)?.choice ?? null,
  }
}
