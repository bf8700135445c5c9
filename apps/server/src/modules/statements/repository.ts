// Every SQL statement of statements: the ledger lines of a period, the free stakes that move no
// balance, the bets they belong to, and the lifetime cashier sums. Reads only; nothing is written.
import { sql } from 'drizzle-orm'
import type { BetResult } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import type { LedgerKind } from '../../db/schema/index.ts'

export interface Window {
  userId: number
  currency: string
  start: Date
  end: Date
}

export interface LedgerLine {
  id: number
  at: Date
  kind: LedgerKind
  /** Signed minor units, as the ledger keeps them. */
  amount: number
  ref: string
}

/** The player's ledger lines in the account currency inside the window, oldest first. */
export async function selectLedgerLines(db: Executor, w: Window): Promise<LedgerLine[]> {
  const { rows } = await db.execute<{
    id: string
    at: Date | string
    kind: LedgerKind
    amount: string
    ref: string
  }>(sql`
    select id, created_at as at, kind, amount, ref from ledger_entries
    where user_id = ${w.userId} and currency = ${w.currency}
      and created_at >= ${w.start.toISOString()} and created_at < ${w.end.toISOString()}
    order by created_at, id`)
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at),
    kind: r.kind,
    amount: Number(r.amount),
    ref: r.ref,
  }))
}

/** Bets placed in the window with a bonus (the service keeps the free stakes: no ledger line for them). */
export async function selectBonusBetsPlaced(
  db: Executor,
  w: Window,
): Promise<{ id: number; at: Date; stake: number; bonus_type: string }[]> {
  const { rows } = await db.execute<{ id: string; at: Date | string; stake: string; bonus_type: string }>(sql`
    select b.id, b.created_at as at, b.initial_stake as stake, bb.type as bonus_type
    from bets b join bet_bonuses bb on bb.bet_id = b.id
    where b.user_id = ${w.userId} and b.currency = ${w.currency}
      and b.created_at >= ${w.start.toISOString()} and b.created_at < ${w.end.toISOString()}
    order by b.created_at, b.id`)
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at),
    stake: Number(r.stake),
    bonus_type: r.bonus_type,
  }))
}

export type StatementBet = {
  id: number
  type: string
  initial_stake: number
  result: BetResult
  custom_odds_scaled: number | null
  bonus_type: string | null
  bonus_odds_scaled: number | null
  prices: number[]
  selections: string
}

/** The player's bets among `ids`, with their bonus and selections in order. */
export async function selectBets(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<StatementBet[]> {
  if (ids.length === 0) return []
  const { rows } = await db.execute<StatementBet & { id: string; initial_stake: string }>(sql`
    select b.id, b.type, b.initial_stake, b.result, b.custom_odds_scaled,
      bb.type as bonus_type, bb.bonus_odds_scaled,
      array_agg(s.odds_scaled order by s.position) as prices,
      string_agg(s.match_name || ': ' || s.market_name || ' — ' || s.outcome_name, ' | ' order by s.position) as selections
    from bets b
    left join bet_bonuses bb on bb.bet_id = b.id
    join bet_selections s on s.bet_id = b.id
    where b.user_id = ${userId} and b.id = any(${sql.param(ids.map(String))}::bigint[])
    group by b.id, bb.bet_id`)
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    initial_stake: Number(r.initial_stake),
    prices: r.prices.map(Number),
  }))
}

/** Lifetime deposits and withdrawals (both ≥ 0) of the player's account in `currency`. */
export async function selectCashierTotals(
  db: Executor,
  userId: number,
  currency: string,
): Promise<{ deposits: number; withdrawals: number }> {
  const { rows } = await db.execute<{ deposits: string; withdrawals: string }>(sql`
    select coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
           coalesce(sum(-amount) filter (where kind = 'withdrawal'), 0) as withdrawals
    from ledger_entries where user_id = ${userId} and currency = ${currency}`)
  return { deposits: Number(rows[0]?.deposits ?? 0), withdrawals: Number(rows[0]?.withdrawals ?? 0) }
}
