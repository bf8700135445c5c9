// Issuing a freebet of a campaign to a player (promo code, or settlement giving a stake back).
import type { Executor } from '../../db/client.ts'
import { DAY_MS } from './constants.ts'
import type { CampaignRow } from './repository/campaigns-repository.ts'
import { insertPlayerBonus } from './repository/player-bonuses-repository.ts'

/** Issues the campaign's freebet (its amount, or `amount` when given) with the campaign's conditions. */
export async function issueFreebet(
  db: Executor,
  c: CampaignRow,
  opts: { userId: number; source: string; now: Date; amount?: number; currency?: string; type?: string },
): Promise<number> {
  const amount = opts.amount ?? Number(c.amount)
  const currency = opts.currency ?? c.currency
  if (!currency || !(amount > 0)) throw new Error(`campaign ${c.key} has no freebet amount`)
  return insertPlayerBonus(db, {
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
    source: opts.source,
    expiresAt: new Date(opts.now.getTime() + c.valid_days * DAY_MS),
    issuedAt: opts.now,
  })
}
