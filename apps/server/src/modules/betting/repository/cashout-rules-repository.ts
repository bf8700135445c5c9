// SQL of the auto cash-out and alert rules (table cashout_rules, ADR 029): at most one active rule per
// bet (a partial unique index); a rule ends as fired, removed or lapsed, never deleted.
import { sql } from 'drizzle-orm'
import type { CashoutRuleKind } from '@sportsbook/domain'
import type { Executor, Tx } from '../../../db/client.ts'

export type RuleEnd = 'fired' | 'removed' | 'lapsed'

/** An active rule as stored: money in minor units of the bet's currency (bigint as text). */
export type CashoutRuleRow = {
  id: string
  bet_id: string
  kind: CashoutRuleKind
  threshold: string
  amount: string | null
  currency: string
  created_at: string | Date
}

/** The active rule of bet `b`, as JSON for the bet list's read (null when none). */
export const ACTIVE_RULE_OF_B = sql`(select json_build_object('id', r.id::text, 'bet_id', r.bet_id::text,
      'kind', r.kind, 'threshold', r.threshold::text, 'amount', r.amount::text, 'currency', r.currency,
      'created_at', r.created_at)
    from cashout_rules r where r.bet_id = b.id and r.state = 'active')`

/** The active rules of these bets (those without one are left out). */
export async function activeRulesOf(db: Executor, betIds: readonly string[]): Promise<CashoutRuleRow[]> {
  if (betIds.length === 0) return []
  const { rows } = await db.execute<CashoutRuleRow>(sql`
    select r.id::text, r.bet_id::text, r.kind, r.threshold::text, r.amount::text, r.currency, r.created_at
    from cashout_rules r where r.bet_id = any(${sql.param(betIds)}::bigint[]) and r.state = 'active'
    order by r.bet_id`)
  return rows
}

/** Ends the bet's active rule, if any, as `state` (the caller holds the bet's lock). */
export async function endActiveRules(
  tx: Tx,
  betIds: readonly string[],
  state: RuleEnd,
  now: Date,
): Promise<number> {
  if (betIds.length === 0) return 0
  const { rowCount } = await tx.execute(sql`update cashout_rules set state = ${state}, ended_at = ${now}
    where bet_id = any(${sql.param(betIds)}::bigint[]) and state = 'active'`)
  return rowCount ?? 0
}

/** Stores a new active rule (the caller ended the bet's previous one in the same unit). */
export async function insertRule(
  tx: Tx,
  r: {
    betId: string
    userId: number
    kind: CashoutRuleKind
    threshold: number
    amount: number | null
    currency: string
    now: Date
  },
): Promise<void> {
  await tx.execute(sql`insert into cashout_rules (bet_id, user_id, kind, threshold, amount, currency, created_at)
    values (${r.betId}, ${r.userId}, ${r.kind}, ${r.threshold}, ${r.amount}, ${r.currency}, ${r.now})`)
}
