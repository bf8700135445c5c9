// SQL of early payout (ADR 031): the open pre-match legs on the main result markets of live matches
// whose score shows a lead, the legs marked won early under the bet lock, and each early-paid leg's
// real result once its market is resulted (the promotion's cost).
import { sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../../db/client.ts'
import { marketStatusSql, matchStatusSql } from '../../../db/status-sql.ts'
import { unnestRows } from '../../../db/unnest.ts'

export type EarlyPayoutCandidate = {
  bet_id: string
  user_id: number
  position: number
  sport_key: string
  market_id: number
  specifier: string
  outcome_id: string
  home: number
  away: number
  /** Taken at a boosted price (ADR 033): never paid early (ADR 031). */
  boosted: boolean
}

/**
 * Unsettled legs of open bets (not custom bets) on these live matches' markets `marketIds` (no line),
 * placed before the match's start, where one side leads by at least `minLead`; by player, then bet.
 */
export async function earlyPayoutCandidates(
  db: Executor,
  matchIds: readonly number[],
  marketIds: readonly number[],
  minLead: number,
): Promise<EarlyPayoutCandidate[]> {
  const { rows } = await db.execute<EarlyPayoutCandidate>(sql`
    with scored as (
      select m.id, m.start_time, (m.statistics -> 'total_score' ->> 'home')::int as home,
        (m.statistics -> 'total_score' ->> 'away')::int as away
      from matches m
      where m.id = any(${sql.param(matchIds)}::int[]) and m.status = ${matchStatusSql('LIVE')}
        and jsonb_typeof(m.statistics -> 'total_score') = 'object'
    )
    select s.bet_id::text, b.user_id, s.position, s.sport_key, s.market_id, s.specifier, s.outcome_id,
      m.home, m.away, s.unboosted_odds_scaled is not null as boosted
    from scored m
    join bet_selections s on s.match_id = m.id
    join bets b on b.id = s.bet_id
    where abs(m.home - m.away) >= ${minLead} and s.result is null and s.specifier = ''
      and s.market_id = any(${sql.param(marketIds)}::int[])
      and b.status = 'waiting_results' and b.type <> 'custom_bet' and b.created_at < m.start_time
    order by b.user_id, s.bet_id, s.position`)
  return rows
}

/**
 * Marks these legs won early with the score that triggered them, each only while it has no result (the
 * caller holds the bets' lock); returns the legs it marked.
 */
export async function markPaidEarly(
  tx: Tx,
  legs: readonly { betId: string; position: number; home: number; away: number }[],
  now: Date,
): Promise<{ bet_id: string; position: number }[]> {
  if (legs.length === 0) return []
  const x = unnestRows(legs, [
    ['bet_id', 'bigint', (l) => l.betId],
    ['position', 'smallint', (l) => l.position],
    ['home', 'int', (l) => l.home],
    ['away', 'int', (l) => l.away],
  ])
  const { rows } = await tx.execute<{ bet_id: string; position: number }>(sql`
    update bet_selections s set result = 'win',
      early_payout = jsonb_build_object('at', ${now.toISOString()}::text, 'home', x.home, 'away', x.away)
    from ${x} where s.bet_id = x.bet_id and s.position = x.position and s.result is null
    returning s.bet_id::text, s.position`)
  return rows
}

/**
 * Writes the real result of the early-paid legs on these matches whose market is resulted (void when
 * it was cancelled), once: what the bet would have had without the promotion (ADR 031, its cost).
 */
export async function recordRealResults(db: Executor, matchIds: readonly number[]): Promise<void> {
  await db.execute(sql`
    update bet_selections s set early_payout = s.early_payout || jsonb_build_object('real', case
        when mk.status = ${marketStatusSql('CANCELLED')} then 'void' else mk.result ->> s.outcome_id end)
    from markets mk
    where s.match_id = any(${sql.param(matchIds)}::int[]) and s.early_payout is not null
      and not (s.early_payout ? 'real')
      and mk.match_id = s.match_id and mk.market_id = s.market_id and mk.specifier = s.specifier
      and (mk.status = ${marketStatusSql('CANCELLED')} or mk.result ? s.outcome_id)`)
}
