// SQL of the bets tables: read bets with their selections aggregated, newest first; cash-out and
// settlement updates. The placing statement is `placement-repository.ts`.
import { sql, type SQL } from 'drizzle-orm'
import {
  BET_RESULTS,
  lineCount,
  resultGroup,
  scaledOdds,
  type BetResult,
  type BetStatus,
} from '@sportsbook/domain'
import type { BetListQuery } from '@sportsbook/contract'
import type { Executor, Tx } from '../../../db/client.ts'
import type { EarlyPayoutRecord } from '../../../db/schema/index.ts'
import { marketStatusSql, matchStatusSql } from '../../../db/status-sql.ts'
import type { PricedBet } from '../validate-bets.ts'
import { ACTIVE_RULE_OF_B, type CashoutRuleRow } from './cashout-rules-repository.ts'
import { EDIT_LINKS_OF_B } from './edit-repository.ts'
import { LUCKY_OF_B, type LuckyBonusView } from './lucky-repository.ts'
import { recordRealResults } from './early-payout-repository.ts'
export type { LuckyBonusView } from './lucky-repository.ts'

export interface SelectionRow {
  position: number
  match_id: number
  market_id: number
  specifier: string
  outcome_id: string
  odds_scaled: number
  match_urn_id: string
  match_name: string
  sport_key: string
  /** The sport's type (regular, cyber, premium_cricket); null if the sport is gone. */
  sport_type: string | null
  provider: string
  market_name: string
  outcome_name: string
  result: string | null
  /** The match's status now (null if the match was deleted). */
  match_status: number | null
  /** At a price boost (ADR 033): the normal price then (× ODDS_SCALE); null or absent otherwise. */
  unboosted_odds_scaled?: number | null
  /** Set when the leg was paid early (ADR 031); absent on a row built at placement. */
  early_payout?: EarlyPayoutRecord | null
}

/** A cash-out of the bet, from its `bet_history` row: when, what it paid, the stake it left in play. */
export type CashoutRow = {
  at: string | Date
  amount: number
  stake: number
}

export type BetRow = {
  id: string
  user_id: number
  type: 'single' | 'combo' | 'system' | 'custom_bet'
  system_win_count: number | null
  system_total_count: number | null
  /** A named multiple's id (`yankee`, ADR 034), null for N-of-M systems and other bets; absent in reads that skip it. */
  system_name?: string | null
  /** A system's lines as placed (null for other bets and rows placed before ADR 034). */
  system_lines?: number | null
  currency: string
  stake: string
  initial_stake: string
  potential_win: string
  status: BetStatus
  result: BetResult
  payout: string
  cashed_out: string
  cashout_offer: string | null
  /** A custom bet's one price (ODDS_SCALE), null for other types. */
  custom_odds_scaled: number | null
  created_at: string | Date
  settled_at: string | Date | null
  selections: SelectionRow[]
  /** The bonus the bet was placed with (table bet_bonuses), null for none. */
  bonus: BetBonusRow | null
  /** Whether the bet contributed to a jackpot (modules/jackpots). */
  used_in_jackpot: boolean
  /** Spec §4 VIP bet (a trader reviews it); absent in reads that skip it. */
  is_vip?: boolean
  /** Its cash-outs, oldest first (none for most bets). */
  cashouts: CashoutRow[]
  /** Its active auto cash-out or alert rule (ADR 029); null or absent when none (reads that skip it). */
  cashout_rule?: CashoutRuleRow | null
  /** Its acca insurance / acca bonus (ADR 032, table bet_acca_offers); null or absent when none. */
  acca?: AccaOfferView[] | null
  /** Its Lucky bonus terms (ADR 036-lucky-bonuses, table bet_lucky_bonuses); null or absent when none. */
  lucky?: LuckyBonusView | null
  /** Edit bet (ADR 030): the bet this one replaced, and the one that replaced it; null or absent when none. */
  edited_from?: string | null
  edited_into?: string | null
}

/** An acca offer as a bet shows it (reward: minor units as text, null until paid). */
export interface AccaOfferView {
  kind: 'acca_insurance' | 'acca_bonus'
  state: 'open' | 'paid' | 'none' | 'cancelled'
  percent: number | null
  reward: string | null
}

export interface BetBonusRow {
  bonus_id: string
  type: string
  campaign_id: number
  bonus_odds_scaled: number | null
  /** Freebet amount as text (bigint), null for a comboboost. */
  freebet_amount: string | null
  /** A profit boost's part of the payout once settled (text, bigint); null or absent otherwise. */
  boost_paid?: string | null
}

/** A custom bet's one price as stored (ODDS_SCALE), null for other types. */
export const customOddsScaled = (bet: PricedBet) =>
  bet.customOdds ? Number(scaledOdds(bet.customOdds)) : null

/** The row just inserted, built in memory so placing needs no read-back inside the transaction. */
export function insertedRow(id: string, userId: number, bet: PricedBet, now: Date): BetRow {
  return {
    id,
    user_id: userId,
    type: bet.type,
    system_win_count: bet.system?.winCount ?? null,
    system_total_count: bet.system?.totalCount ?? null,
    system_name: bet.system?.sizes ? bet.system.id : null,
    system_lines: bet.system ? lineCount(bet.system) : null,
    currency: bet.stake.currency.code,
    stake: String(bet.stake.amount),
    initial_stake: String(bet.stake.amount),
    potential_win: String(bet.potentialWin.amount),
    status: 'waiting_results',
    result: 'no_results',
    payout: '0',
    cashed_out: '0',
    cashout_offer: null,
    custom_odds_scaled: customOddsScaled(bet),
    created_at: now,
    settled_at: null,
    bonus: null,
    used_in_jackpot: false,
    cashouts: [],
    selections: bet.selections.map((p, position) => ({
      position,
      match_id: p.input.match_id,
      market_id: p.input.market_id,
      specifier: p.input.specifier,
      outcome_id: p.input.outcome_id,
      odds_scaled: Number(scaledOdds(p.odds)),
      match_urn_id: p.state.matchUrnId,
      match_name: p.state.matchName,
      sport_key: p.state.sportKey,
      sport_type: p.state.sportType,
      provider: p.state.provider,
      market_name: p.state.market?.name ?? '',
      outcome_name: p.outcomeName,
      result: null,
      match_status: p.state.matchStatus,
      unboosted_odds_scaled: p.boost ? Number(scaledOdds(p.boost.unboostedOdds)) : null,
    })),
  }
}

/** The cash-outs of bet `b` from its history, oldest first (`[]` when none). */
const CASHOUTS_OF_B = sql`coalesce((select json_agg(json_build_object('at', h.at, 'amount', h.amount, 'stake', h.stake)
      order by h.id) from bet_history h
      where h.bet_id = b.id and h.event in ('cashed_out', 'partially_cashed_out')), '[]'::json)`

const SELECT_BETS = sql`
  select b.id::text, b.user_id, b.type, b.system_win_count, b.system_total_count, b.system_name, b.system_lines,
    b.currency, b.stake::text,
    b.initial_stake::text, b.potential_win::text, b.status, b.result, b.payout::text, b.cashed_out::text,
    b.cashout_offer::text, b.custom_odds_scaled, b.created_at, b.settled_at, b.is_vip,
    (select json_agg(json_build_object('position', s.position, 'match_id', s.match_id, 'market_id', s.market_id,
        'specifier', s.specifier, 'outcome_id', s.outcome_id, 'odds_scaled', s.odds_scaled,
        'match_urn_id', s.match_urn_id, 'match_name', s.match_name, 'sport_key', s.sport_key, 'sport_type', sp.type,
        'provider', s.provider, 'market_name', s.market_name, 'outcome_name', s.outcome_name,
        'result', s.result, 'match_status', m.status, 'unboosted_odds_scaled', s.unboosted_odds_scaled,
        'early_payout', s.early_payout) order by s.position)
      from bet_selections s left join matches m on m.id = s.match_id
        left join sports sp on sp.key = s.sport_key where s.bet_id = b.id) as selections,
    (select json_build_object('bonus_id', bb.bonus_id, 'type', bb.type, 'campaign_id', bb.campaign_id,
        'bonus_odds_scaled', bb.bonus_odds_scaled, 'freebet_amount', bb.freebet_amount::text,
        'boost_paid', bb.boost_paid::text)
      from bet_bonuses bb where bb.bet_id = b.id) as bonus,
    exists (select 1 from jackpot_contributions jc where jc.bet_id = b.id and jc.state <> 'withdrawn') as used_in_jackpot,
    ${CASHOUTS_OF_B} as cashouts,
    ${ACTIVE_RULE_OF_B} as cashout_rule,
    (select json_agg(json_build_object('kind', ao.kind, 'state', ao.state, 'percent', ao.percent,
        'reward', ao.reward::text) order by ao.kind) from bet_acca_offers ao where ao.bet_id = b.id) as acca,
    ${LUCKY_OF_B} as lucky,
    ${EDIT_LINKS_OF_B}
  from bets b`

/** Results of each result filter (spec §3), from the domain's grouping. */
const resultsOf = (group: 'win' | 'lose' | 'refund') => BET_RESULTS.filter((r) => resultGroup(r) === group)

function listFilter(userId: number, q: BetListQuery): SQL {
  const parts = [sql`b.user_id = ${userId}`]
  if (q.status === 'open') parts.push(sql`b.result = 'no_results'`)
  if (q.status === 'settled') parts.push(sql`b.result <> 'no_results'`)
  if (q.result !== 'all') parts.push(sql`b.result = any(${sql.param(resultsOf(q.result))}::text[])`)
  return sql.join(parts, sql` and `)
}

export async function listBets(db: Executor, userId: number, q: BetListQuery) {
  const where = listFilter(userId, q)
  const [page, count] = await Promise.all([
    db.execute<BetRow>(sql`${SELECT_BETS} where ${where} order by b.id desc
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from bets b where ${where}`),
  ])
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 }
}

/** Bets by id (any player's when userId is absent); `forUpdate` locks them in the caller's transaction. */
export async function betsById(
  db: Executor,
  ids: readonly string[],
  opts: { userId?: number; forUpdate?: boolean } = {},
) {
  if (ids.length === 0) return []
  const owner = opts.userId === undefined ? sql`` : sql` and b.user_id = ${opts.userId}`
  const lock = opts.forUpdate ? sql` for update of b` : sql``
  const { rows } = await db.execute<BetRow>(
    sql`${SELECT_BETS} where b.id = any(${sql.param(ids)}::bigint[])${owner} order by b.id${lock}`,
  )
  return rows
}

/** Ids of open bets with a selection on these matches, at most `limit`. */
export async function openBetIdsOnMatches(db: Executor, matchIds: readonly number[], limit: number) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct s.bet_id::text as id from bet_selections s join bets b on b.id = s.bet_id
    where b.status = 'waiting_results' and s.match_id = any(${sql.param(matchIds)}::int[])
    order by 1 limit ${limit}`)
  return rows.map((r) => r.id)
}

/** Remembers the last cash-out offer pushed for each bet still open. */
export async function updateCashoutOffers(
  db: Executor,
  offers: readonly { id: string; offer: number | null }[],
): Promise<void> {
  await db.execute(sql`
    update bets b set cashout_offer = x.offer
    from unnest(${sql.param(offers.map((o) => o.id))}::bigint[], ${sql.param(offers.map((o) => o.offer))}::bigint[]) as x(id, offer)
    where b.id = x.id and b.status = 'waiting_results'`)
}

/** A full or partial cash-out of a bet (locked by the caller's transaction). */
export async function updateCashedOut(
  tx: Tx,
  id: string,
  c: { stake: number; potentialWin: number; cashedOut: number; full: boolean; now: Date },
): Promise<void> {
  await tx.execute(sql`update bets set stake = ${c.stake}, potential_win = ${c.potentialWin},
      cashed_out = ${c.cashedOut}, cashout_offer = null,
      status = ${c.full ? 'cashed_out' : 'waiting_results'}, result = ${c.full ? 'cashed_out' : 'no_results'},
      settled_at = ${c.full ? c.now : null} where id = ${id}`)
}

/**
 * Writes the results of the open bets' selections on these matches (the market's result, void for a
 * cancelled market or a market gone when its match finished); returns the open bets with a result and
 * their players, ordered by player.
 */
export async function markSelectionResults(
  db: Executor,
  matchIds: readonly number[],
): Promise<{ id: string; userId: number }[]> {
  const ids = sql.param(matchIds)
  // `s.result is null` again in the update: re-checked after the row lock, so a leg paid early
  // meanwhile (ADR 031) keeps its win.
  await db.execute(sql`
    with decided as (
      select s.bet_id, s.position, case
          when mk.status = ${marketStatusSql('CANCELLED')} then 'void'
          when mk.result ? s.outcome_id then mk.result ->> s.outcome_id
          else 'void' end as result
      from bet_selections s
      join bets b on b.id = s.bet_id and b.status = 'waiting_results'
      left join matches m on m.id = s.match_id
      left join markets mk on mk.match_id = s.match_id and mk.market_id = s.market_id and mk.specifier = s.specifier
      where s.match_id = any(${ids}::int[]) and s.result is null
        and (mk.status = ${marketStatusSql('CANCELLED')} or mk.result ? s.outcome_id or m.status = ${matchStatusSql('FINISHED')} or m.id is null)
    )
    update bet_selections s set result = d.result from decided d
    where s.bet_id = d.bet_id and s.position = d.position and s.result is null`)
  await recordRealResults(db, matchIds)
  const { rows } = await db.execute<{ id: string; user_id: number }>(sql`
    select s.bet_id::text as id, b.user_id from bet_selections s join bets b on b.id = s.bet_id
    where b.status = 'waiting_results' and s.match_id = any(${ids}::int[]) and s.result is not null
    group by b.user_id, s.bet_id order by b.user_id, s.bet_id`)
  return rows.map((r) => ({ id: r.id, userId: r.user_id }))
}
