// SQL of `promo_codes` and `promo_redemptions`.
import { sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../../db/client.ts'

export type PromoRow = {
  code: string
  campaign_id: number
  valid_to: string | Date | null
  max_redemptions: number | null
  redemptions: number
}

/** The code locked for the redeeming transaction (redemption counts stay exact). */
export async function lockPromoCode(tx: Tx, code: string): Promise<PromoRow | undefined> {
  const { rows } =
    await tx.execute<PromoRow>(sql`select code, campaign_id, valid_to, max_redemptions, redemptions
    from promo_codes where code = ${code} for update`)
  return rows[0]
}

/** Records the redemption; false when the player already redeemed the code. */
export async function insertRedemption(tx: Tx, code: string, userId: number, bonusId: number, now: Date) {
  const { rows } =
    await tx.execute(sql`insert into promo_redemptions (code, user_id, player_bonus_id, created_at)
    values (${code}, ${userId}, ${bonusId}, ${now}) on conflict do nothing returning 1`)
  if (rows.length === 0) return false
  await tx.execute(sql`update promo_codes set redemptions = redemptions + 1 where code = ${code}`)
  return true
}

export async function hasRedeemed(db: Executor, code: string, userId: number) {
  const { rows } = await db.execute(
    sql`select 1 from promo_redemptions where code = ${code} and user_id = ${userId}`,
  )
  return rows.length > 0
}

export async function upsertPromoCode(db: Executor, code: string, campaignId: number) {
  await db.execute(sql`insert into promo_codes (code, campaign_id) values (${code}, ${campaignId})
    on conflict (code) do nothing`)
}
