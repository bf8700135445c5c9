// Settling a bet placed with a bonus (issue #13), kept out of settlement.ts: a comboboost pays the
// boosted odds; a freebet pays by its kind (domain freebetSettlement) and a stake it gives back as a
// freebet is issued again in the settling transaction.
import { settleBonusBet, type BonusSettlement, type SettleInput, unscaleOdds } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { reissueFreebet, settleProfitBoosts } from '../bonuses/index.ts'
import type { BetRow } from './repository/bets-repository.ts'

export type { BonusSettlement }

/** The settlement of the row: plain, boosted, or by freebet kind (payout = the cash credited). */
export function settleWithBonus(row: BetRow, input: SettleInput): BonusSettlement {
  const bonus = row.bonus
  if (!bonus) return settleBonusBet(input)
  const odds = bonus.bonus_odds_scaled === null ? undefined : unscaleOdds(bonus.bonus_odds_scaled)
  return settleBonusBet(input, odds === undefined ? { type: bonus.type } : { type: bonus.type, odds })
}

/**
 * Profit boosts of the settled bets (ADR 033), in the settling transaction: the boost paid recorded
 * on the bet's bonus, the token of a voided bet given back (a lost bet used it up).
 */
export async function settleBoosts(tx: Tx, decided: readonly { row: BetRow; settlement: BonusSettlement }[]) {
  const boosted = decided.filter((d) => d.row.bonus?.type === 'profit_boost')
  await settleProfitBoosts(
    tx,
    boosted.map(({ row, settlement: s }) => ({
      betId: row.id,
      userId: row.user_id,
      ...(s.boost ? { boostPaid: s.boost.amount } : {}),
      ...(s.tokenBack ? { tokenBack: true } : {}),
    })),
  )
}

/** Issues the stake given back as a freebet, in the settling transaction. */
export async function giveFreebetBack(tx: Tx, row: BetRow, s: BonusSettlement, now: Date) {
  if (!s.freebetBack || !row.bonus) return undefined
  return reissueFreebet(tx, {
    userId: row.user_id,
    campaignId: row.bonus.campaign_id,
    type: row.bonus.type,
    amount: s.freebetBack.amount,
    currency: row.currency,
    betId: row.id,
    now,
  })
}
