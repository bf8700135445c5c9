// Spec §4 VIP bets (development: the scenario simulator plays the trader, docs/scenarios.md).
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export type ReviewedRow = {
  id: string
  user_id: number
  currency: string
  stake: string
}

/** Bets with a selection on the match (`b` is the bet). */
const onMatch = (matchId: number) =>
  sql`exists (select 1 from bet_selections s where s.bet_id = b.id and s.match_id = ${matchId})`

/**
 * Sends the open cash-stake bets on the match placed since `since` to review: status submitted, VIP.
 * Bets with a bonus (a freebet's stake is no cash to return) or a cash-out already taken stay as they are.
 */
export async function holdForReview(tx: Executor, matchId: number, since: Date): Promise<ReviewedRow[]> {
  const { rows } = await tx.execute<ReviewedRow>(sql`
    update bets b set status = 'submitted', is_vip = true
    where b.status = 'waiting_results' and b.result = 'no_results' and b.created_at >= ${since}
      and b.cashed_out = 0 and ${onMatch(matchId)}
      and not exists (select 1 from bet_bonuses bb where bb.bet_id = b.id)
    returning b.id::text, b.user_id, b.currency, b.stake::text`)
  return rows
}

/** Decides the match's bets in review: accepted back into play, or rejected (void, nothing to win). */
export async function decideReview(
  tx: Executor,
  matchId: number,
  decision: 'accepted' | 'rejected',
  now: Date,
): Promise<ReviewedRow[]> {
  const set =
    decision === 'accepted'
      ? sql`status = 'waiting_results'`
      : sql`status = 'rejected', result = 'canceled', payout = b.stake, settled_at = ${now}, cashout_offer = null`
  const { rows } = await tx.execute<ReviewedRow>(sql`
    update bets b set ${set}
    where b.status = 'submitted' and b.is_vip and ${onMatch(matchId)}
    returning b.id::text, b.user_id, b.currency, b.stake::text`)
  return rows
}
