// SQL of the Lucky bonuses (ADR 036-lucky-bonuses): the operator's terms (`lucky_bonus_terms`) and the
// terms each named multiple took at placement (`bet_lucky_bonuses`). Settlement's writes run under
// betting's per-bet lock; `where state = 'open'` makes each bet's bonus decided once.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import type { LuckyBonusBase, LuckyBonusState } from '../../../db/schema/bonuses.ts'

/** One named bet's terms as stored (null: that bonus is not offered). */
export type LuckyTermsRow = {
  system_name: string
  one_winner_odds_multiplier: number | null
  all_winners_percent: number | null
  base: LuckyBonusBase
}

export async function selectLuckyTerms(db: Executor): Promise<LuckyTermsRow[]> {
  const { rows } = await db.execute<LuckyTermsRow>(sql`select system_name, one_winner_odds_multiplier,
      all_winners_percent, base from lucky_bonus_terms order by system_name`)
  return rows
}

/** Replaces the operator's terms with these (one transaction: never half old, half new). */
export async function replaceLuckyTerms(db: Executor, terms: readonly LuckyTermsRow[], now: Date) {
  await db.execute(sql`delete from lucky_bonus_terms`)
  for (const t of terms)
    await db.execute(sql`insert into lucky_bonus_terms (system_name, one_winner_odds_multiplier,
        all_winners_percent, base, updated_at)
      values (${t.system_name}, ${t.one_winner_odds_multiplier}, ${t.all_winners_percent}, ${t.base}, ${now})`)
}

/** The terms a placed bet took. */
export interface LuckyBetRecord extends LuckyTermsRow {
  betId: string
  userId: number
}

export async function insertLuckyBonuses(db: Executor, records: readonly LuckyBetRecord[]) {
  for (const r of records)
    await db.execute(sql`insert into bet_lucky_bonuses (bet_id, user_id, system_name,
        one_winner_odds_multiplier, all_winners_percent, base)
      values (${r.betId}, ${r.userId}, ${r.system_name}, ${r.one_winner_odds_multiplier},
        ${r.all_winners_percent}, ${r.base}) on conflict do nothing`)
}

export type OpenLuckyRow = LuckyTermsRow & { bet_id: string }

/** The open Lucky bonuses of these bets. */
export async function selectOpenLucky(db: Executor, betIds: readonly string[]): Promise<OpenLuckyRow[]> {
  if (betIds.length === 0) return []
  const { rows } = await db.execute<OpenLuckyRow>(sql`select bet_id::text, system_name,
      one_winner_odds_multiplier, all_winners_percent, base from bet_lucky_bonuses
    where bet_id = any(${sql.param(betIds)}::bigint[]) and state = 'open' order by bet_id`)
  return rows
}

/** Ends an open bonus; false when it was decided before (a second settlement pays nothing). */
export async function endLucky(
  db: Executor,
  o: { betId: string; state: LuckyBonusState; reward: number | null; now: Date },
): Promise<boolean> {
  const { rows } = await db.execute(sql`update bet_lucky_bonuses
    set state = ${o.state}, reward = ${o.reward}, settled_at = ${o.now}
    where bet_id = ${o.betId} and state = 'open' returning 1`)
  return rows.length > 0
}
