// SQL of `bet_bonuses`: the bonus a bet was placed with, written in the placing transaction.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export interface BetBonusRecord {
  betId: string
  bonusId: string
  type: string
  campaignId: number
  bonusOddsScaled: number | null
  freebetAmount: number | null
}

/** Records each profit-boosted bet's boost paid, in the settling transaction. */
export async function updateBoostsPaid(db: Executor, paid: readonly { betId: string; amount: number }[]) {
  if (paid.length === 0) return
  await db.execute(sql`update bet_bonuses bb set boost_paid = p.amount
    from unnest(${sql.param(paid.map((p) => p.betId))}::bigint[], ${sql.param(paid.map((p) => p.amount))}::bigint[])
      as p(bet_id, amount)
    where bb.bet_id = p.bet_id`)
}

export async function insertBetBonuses(db: Executor, records: readonly BetBonusRecord[]) {
  if (records.length === 0) return
  const p = <T>(pick: (r: BetBonusRecord) => T) => sql.param(records.map(pick))
  await db.execute(sql`insert into bet_bonuses (bet_id, bonus_id, type, campaign_id, bonus_odds_scaled, freebet_amount)
    select * from unnest(${p((r) => r.betId)}::bigint[], ${p((r) => r.bonusId)}::text[], ${p((r) => r.type)}::text[],
      ${p((r) => r.campaignId)}::int[], ${p((r) => r.bonusOddsScaled)}::int[], ${p((r) => r.freebetAmount)}::bigint[])`)
}
