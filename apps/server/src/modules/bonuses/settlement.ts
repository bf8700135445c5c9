// Bonuses at settlement (used by betting through index.ts): a stake settlement gives back as a
// freebet (a lost no-risk stake, a voided free stake) is issued again, in the settling transaction.
import type { Tx } from '../../db/client.ts'
import { campaignRows, freebetRows, issueFreebet } from '../bonus-campaigns/index.ts'
import { farmSettledBets as farm } from '../lootboxes/index.ts'
import { REISSUED_FREEBET_DAYS } from './constants.ts'
import { updateBoostsPaid } from './repository/bet-bonuses-repository.ts'

/**
 * Issues `amount` as a new active freebet of the bet's campaign. A lost no-risk stake comes back as a
 * plain freebet (only the winnings paid); a voided freebet keeps its kind. Returns the new id.
 */
export async function reissueFreebet(
  tx: Tx,
  r: {
    userId: number
    campaignId: number
    type: string
    amount: number
    currency: string
    betId: string
    now: Date
  },
): Promise<number | undefined> {
  const campaign = await campaignRows.selectCampaign(tx, r.campaignId)
  if (!campaign) return undefined
  const noRiskLoss = r.type === 'freebet_no_risk'
  return issueFreebet(
    tx,
    { ...campaign, needs_activation: false, valid_days: REISSUED_FREEBET_DAYS },
    {
      userId: r.userId,
      source: `${noRiskLoss ? 'no_risk' : 'void'}:bet:${r.betId}`,
      now: r.now,
      amount: r.amount,
      currency: r.currency,
      type: noRiskLoss ? 'freebet' : r.type,
    },
  )
}

/**
 * Profit boosts at settlement (ADR 033), in the settling transaction: each boost paid is recorded on
 * its bet's bonus (its ledger line is `promo_boost`), and the token of a voided bet is given back.
 */
export async function settleProfitBoosts(
  tx: Tx,
  bets: readonly { betId: string; userId: number; boostPaid?: number; tokenBack?: boolean }[],
): Promise<void> {
  await updateBoostsPaid(
    tx,
    bets.flatMap((b) => (b.boostPaid ? [{ betId: b.betId, amount: b.boostPaid }] : [])),
  )
  for (const b of bets) if (b.tokenBack) await freebetRows.restoreProfitBoost(tx, b.userId, b.betId)
}

/**
 * What a settled bet farms (lootbox chests, amount-based progress), in the settling transaction:
 * lootboxes' rule, offered here so betting meets every bonus through this module's index.
 */
export const farmSettledBets: typeof farm = (...args) => farm(...args)
