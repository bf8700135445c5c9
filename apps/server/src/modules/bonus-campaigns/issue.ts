// Issuing a freebet of a campaign to a player (promo code, or settlement giving a stake back).
import { moneyWireOf } from '@sportsbook/contract'
import type { Tx } from '../../db/client.ts'
import { notify } from '../notifications/index.ts'
import { DAY_MS, freebetWireId } from './constants.ts'
import type { CampaignRow } from './repository/campaigns-repository.ts'
import { insertPlayerBonus } from './repository/freebets-repository.ts'

/**
 * Issues the campaign's freebet (its amount, or `amount` when given) with the campaign's conditions,
 * and tells the player (a `bonus_issued` notification written in the same transaction).
 */
export async function issueFreebet(
  tx: Tx,
  c: CampaignRow,
  opts: { userId: number; source: string; now: Date; amount?: number; currency?: string; type?: string },
): Promise<number> {
  const amount = opts.amount ?? Number(c.amount)
  const currency = opts.currency ?? c.currency
  if (!currency || !(amount > 0)) throw new Error(`campaign ${c.key} has no freebet amount`)
  const id = await insertPlayerBonus(tx, {
    userId: opts.userId,
    campaignId: c.id,
    type: opts.type ?? c.type,
    status: c.needs_activation ? 'available' : 'active',
    amount,
    currency,
    minOddsScaled: c.type === 'comboboost' ? null : c.min_odds_scaled,
    maxOddsScaled: c.max_odds_scaled,
    selectionsFrom: c.selections_from,
    selectionsTo: c.selections_to,
    matchStatus: c.match_status,
    boostBp: c.boost_bp,
    source: opts.source,
    expiresAt: new Date(opts.now.getTime() + c.valid_days * DAY_MS),
    issuedAt: opts.now,
  })
  await notify(tx, {
    playerId: opts.userId,
    kind: 'bonus_issued',
    objectId: freebetWireId(id),
    at: opts.now,
    payload: { name: c.name, amount: moneyWireOf(amount, currency) },
  })
  return id
}
