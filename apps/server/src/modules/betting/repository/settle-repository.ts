// SQL of a settlement batch's read: its open bets locked, then their selections, flat rows joined in
// memory. `betsById` aggregates each bet's selections into JSON with three subqueries per bet (a
// quarter of a batch's database time at match-day scale); here each table is read once for the batch.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { unnestRows } from '../../../db/unnest.ts'
import type { BetBonusRow, BetRow, CashoutRow, SelectionRow } from './bets-repository.ts'

type LockedBet = Omit<BetRow, 'selections' | 'bonus' | 'cashouts'> & {
  language: string
  bonus_id: string | null
  bonus_type: string | null
  bonus_campaign_id: number | null
  bonus_odds_scaled: number | null
  freebet_amount: string | null
  acca_insured: boolean
  acca: BetRow['acca']
}

/**
 * A locked bet as `betsById` reads it, with its player's language (the channel of its pushes) and
 * whether it holds an open acca insurance (ADR 032: it then waits for its legs after one lost).
 */
export type SettlingBet = BetRow & { language: string; acca_insured?: boolean }

const bonusOf = (r: LockedBet): BetBonusRow | null =>
  r.bonus_id === null
    ? null
    : {
        bonus_id: r.bonus_id,
        type: r.bonus_type ?? '',
        campaign_id: r.bonus_campaign_id ?? 0,
        bonus_odds_scaled: r.bonus_odds_scaled,
        freebet_amount: r.freebet_amount,
      }

/**
 * The bets among `ids` still waiting for results, locked until the caller's transaction ends (a bet
 * settled meanwhile by another batch is re-checked after its lock and left out), in id order, each with
 * its selections (by position), bonus, jackpot flag and its player's language.
 */
export async function lockOpenBets(db: Executor, ids: readonly string[]): Promise<SettlingBet[]> {
  if (ids.length === 0) return []
  const param = sql.param(ids)
  const { rows: bets } = await db.execute<LockedBet>(sql`
    select b.id::text, b.user_id, b.type, b.system_win_count, b.system_total_count, b.system_name, b.system_lines,
      b.currency, b.stake::text,
      b.initial_stake::text, b.potential_win::text, b.status, b.result, b.payout::text, b.cashed_out::text,
      b.cashout_offer::text, b.custom_odds_scaled, b.created_at, b.settled_at,
      bb.bonus_id, bb.type as bonus_type, bb.campaign_id as bonus_campaign_id, bb.bonus_odds_scaled,
      bb.freebet_amount::text,
      exists (select 1 from jackpot_contributions jc where jc.bet_id = b.id and jc.state <> 'withdrawn') as used_in_jackpot, u.language,
      exists (select 1 from bet_acca_offers ao where ao.bet_id = b.id and ao.kind = 'acca_insurance'
        and ao.state = 'open') as acca_insured,
      (select json_agg(json_build_object('kind', ao.kind, 'state', ao.state, 'percent', ao.percent,
        'reward', ao.reward::text) order by ao.kind) from bet_acca_offers ao where ao.bet_id = b.id) as acca,
      be.old_bet_id::text as edited_from
    from bets b join users u on u.id = b.user_id left join bet_bonuses bb on bb.bet_id = b.id
      left join bet_edits be on be.new_bet_id = b.id
    where b.id = any(${param}::bigint[]) and b.status = 'waiting_results'
    order by b.id for update of b`)
  if (bets.length === 0) return []
  const { rows: selections } = await db.execute<
    { [K in keyof SelectionRow]: SelectionRow[K] } & { bet_id: string }
  >(sql`
    select s.bet_id::text, s.position, s.match_id, s.market_id, s.specifier, s.outcome_id, s.odds_scaled,
      s.match_urn_id, s.match_name, s.sport_key, sp.type as sport_type, s.provider, s.market_name,
      s.outcome_name, s.result, m.status as match_status, s.unboosted_odds_scaled, s.early_payout
    from bet_selections s left join matches m on m.id = s.match_id left join sports sp on sp.key = s.sport_key
    where s.bet_id = any(${sql.param(bets.map((b) => b.id))}::bigint[])
    order by s.bet_id, s.position`)
  const byBet = groupByBet(selections)
  const cashouts = groupByBet(
    await cashoutsOf(
      db,
      bets.filter((b) => b.cashed_out !== '0'),
    ),
  )
  return bets.map((b) => ({
    id: b.id,
    user_id: b.user_id,
    type: b.type,
    system_win_count: b.system_win_count,
    system_total_count: b.system_total_count,
    system_name: b.system_name,
    system_lines: b.system_lines,
    currency: b.currency,
    stake: b.stake,
    initial_stake: b.initial_stake,
    potential_win: b.potential_win,
    status: b.status,
    result: b.result,
    payout: b.payout,
    cashed_out: b.cashed_out,
    cashout_offer: b.cashout_offer,
    custom_odds_scaled: b.custom_odds_scaled,
    created_at: b.created_at,
    settled_at: b.settled_at,
    selections: byBet.get(b.id) ?? [],
    bonus: bonusOf(b),
    used_in_jackpot: b.used_in_jackpot,
    cashouts: cashouts.get(b.id) ?? [],
    // An open bet can only be the new bet of an edit (an edited bet is closed): its link, ADR 030.
    ...(b.edited_from && { edited_from: b.edited_from }),
    language: b.language,
    acca_insured: b.acca_insured,
    acca: b.acca,
  }))
}

function groupByBet<T extends { bet_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const byBet = new Map<string, T[]>()
  for (const r of rows) {
    const list = byBet.get(r.bet_id)
    if (list) list.push(r)
    else byBet.set(r.bet_id, [r])
  }
  return byBet
}

/** The cash-outs of bets partly cashed out (most bets have none: not read), oldest first. */
async function cashoutsOf(db: Executor, bets: readonly { id: string }[]) {
  if (bets.length === 0) return []
  const { rows } = await db.execute<CashoutRow & { bet_id: string }>(sql`
    select h.bet_id::text, h.at, h.amount::float8 as amount, h.stake::float8 as stake from bet_history h
    where h.bet_id = any(${sql.param(bets.map((b) => b.id))}::bigint[])
      and h.event in ('cashed_out', 'partially_cashed_out')
    order by h.bet_id, h.id`)
  return rows
}

/**
 * Settles bets locked by the caller's transaction and records each one's `settled` history row, in one
 * statement (the bet and its history row cannot part).
 */
export async function updateSettledWithHistory(
  tx: Executor,
  rows: readonly {
    id: string
    status: string
    result: string
    payout: number
    stake: number
    currency: string
  }[],
  now: Date,
  actor: 'settlement' | 'early_payout' = 'settlement',
): Promise<void> {
  // unnest twice rather than a CTE over it: the update's join then knows the batch's size (an index
  // scan of its bets, not a scan of all bets)
  const x = () =>
    unnestRows(rows, [
      ['id', 'bigint', (r) => r.id],
      ['status', 'text', (r) => r.status],
      ['result', 'text', (r) => r.result],
      ['payout', 'bigint', (r) => r.payout],
      ['stake', 'bigint', (r) => r.stake],
      ['currency', 'text', (r) => r.currency],
    ])
  await tx.execute(sql`with u as (update bets b set status = x.status, result = x.result, payout = x.payout,
        settled_at = ${now}, cashout_offer = null
      from ${x()} where b.id = x.id)
    insert into bet_history (bet_id, at, event, from_status, to_status, result, amount, stake, currency, actor)
    select x.id, ${now}, 'settled', 'waiting_results', x.status, x.result, x.payout, x.stake, x.currency,
      ${actor}
    from ${x()}`)
}
