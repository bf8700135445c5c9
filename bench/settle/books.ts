// The books of the settlement bench. Before: every account equals its ledger and every stake is a
// ledger entry. After: every bet of the match settled once (one 'settled' history row), every payout
// exactly one ledger credit (`bet:<id>`, bet_win or bet_refund, the amount paid) and no credit without a
// payout, every account equal to its ledger, and each bet's result and payout recomputed independently
// from the match's market results with the domain's settleBet.
import type pg from 'pg'
import {
  currencyOf,
  decimalOdds,
  money,
  ODDS_SCALE,
  settleBet,
  type SelectionOutcome,
} from '@sportsbook/domain'

export async function accountsOutOfBalance(db: pg.Pool): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from (
      select a.id from accounts a left join ledger_entries l on l.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(l.amount), 0)) d`)
  return r.rows[0]!.n
}

export async function booksBefore(db: pg.Pool) {
  const stakes = await db.query<{ ok: boolean; missing: number }>(`
    select (select coalesce(sum(stake), 0) from bets) = (select coalesce(sum(-amount), 0) from ledger_entries
      where kind = 'bet_stake') as ok,
      (select count(*)::int from bets b where not exists (
        select 1 from ledger_entries l where l.ref = 'bet:' || b.id and l.kind = 'bet_stake')) as missing`)
  return {
    accounts_out_of_balance: await accountsOutOfBalance(db),
    stakes_equal_ledger: stakes.rows[0]!.ok,
    bets_without_stake_entry: stakes.rows[0]!.missing,
  }
}

interface SettledRow {
  id: string
  type: string
  system_win_count: number | null
  stake: string
  status: string
  result: string
  payout: string
  legs: { match_id: number; odds_scaled: number; result: string | null; expected: string | null }[]
}

/** Settled bets whose result or payout differs from settleBet on the market results. */
async function recomputed(db: pg.Pool, matchId: number): Promise<{ checked: number; wrong: string[] }> {
  const { rows } = await db.query<SettledRow>(
    `select b.id::text, b.type, b.system_win_count, b.stake::text, b.status, b.result, b.payout::text,
       (select json_agg(json_build_object('match_id', s.match_id, 'odds_scaled', s.odds_scaled, 'result', s.result,
          'expected', case when s.match_id <> $1 then s.result when mk.status = -4 then 'void'
            when mk.result ? s.outcome_id then mk.result ->> s.outcome_id else 'void' end) order by s.position)
        from bet_selections s left join markets mk
          on mk.match_id = s.match_id and mk.market_id = s.market_id and mk.specifier = s.specifier
        where s.bet_id = b.id) as legs
     from bets b where b.id in (select bet_id from bet_selections where match_id = $1)
       and b.status <> 'waiting_results'`,
    [matchId],
  )
  const wrong: string[] = []
  for (const row of rows) {
    const currency = currencyOf('EUR')
    const outcomes = row.legs.map((l) => l.expected as SelectionOutcome)
    const expected = settleBet({
      stake: money(Number(row.stake), currency),
      odds: row.legs.map((l) => decimalOdds(l.odds_scaled / ODDS_SCALE)),
      outcomes,
      ...(row.system_win_count !== null ? { systemWinCount: row.system_win_count } : {}),
    })
    const status = expected.result === 'canceled' ? 'cancelled' : 'done'
    const legsOk = row.legs.every((l) => l.result === l.expected)
    if (
      row.status !== status ||
      row.result !== expected.result ||
      Number(row.payout) !== expected.payout.amount ||
      !legsOk
    )
      wrong.push(
        `bet ${row.id} (${row.type}): ${row.status}/${row.result}/${row.payout}, expected ${status}/${expected.result}/${expected.payout.amount}`,
      )
  }
  return { checked: rows.length, wrong }
}

interface AfterRow {
  bets: number
  still_open: number
  paid: number
  paid_total: number
  staked_total: number
  payouts_without_exact_ledger_row: number
  credits_without_payout: number
  settled_not_exactly_once: number
}

export async function booksAfter(db: pg.Pool, matchId: number) {
  const { rows } = await db.query<AfterRow>(
    `with target as (select distinct bet_id as id from bet_selections where match_id = $1),
     credits as (select ref, count(*)::int as n, sum(amount) as paid from ledger_entries
       where kind in ('bet_win', 'bet_refund') group by ref),
     settled as (select bet_id, count(*)::int as n from bet_history where event = 'settled' group by bet_id)
     select count(*)::int as bets,
       count(*) filter (where b.status = 'waiting_results')::int as still_open,
       count(*) filter (where b.payout > 0)::int as paid,
       coalesce(sum(b.payout), 0)::float8 as paid_total,
       coalesce(sum(b.stake), 0)::float8 as staked_total,
       count(*) filter (where b.payout > 0 and (c.n is distinct from 1 or c.paid <> b.payout))::int
         as payouts_without_exact_ledger_row,
       count(*) filter (where b.payout = 0 and c.n is not null)::int as credits_without_payout,
       count(*) filter (where b.status <> 'waiting_results' and s.n is distinct from 1)::int
         as settled_not_exactly_once
     from target t join bets b on b.id = t.id left join credits c on c.ref = 'bet:' || b.id
       left join settled s on s.bet_id = b.id`,
    [matchId],
  )
  const r = rows[0]!
  const check = await recomputed(db, matchId)
  return {
    ...r,
    accounts_out_of_balance: await accountsOutOfBalance(db),
    recomputed: check.checked,
    recomputed_wrong: check.wrong.length,
    recomputed_examples: check.wrong.slice(0, 5),
  }
}

export function booksExact(b: Awaited<ReturnType<typeof booksAfter>>): boolean {
  return (
    b.still_open === 0 &&
    b.payouts_without_exact_ledger_row === 0 &&
    b.credits_without_payout === 0 &&
    b.settled_not_exactly_once === 0 &&
    b.accounts_out_of_balance === 0 &&
    b.recomputed_wrong === 0
  )
}
