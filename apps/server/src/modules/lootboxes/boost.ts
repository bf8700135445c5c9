// POST /bonuses/{id}/boost (README "Lootboxes"): a lootbox's freebet is boosted by the lootbox's
// multiplier once the player used enough of its freebets in bets (domain boostsAvailable).
import type { BoostResponse } from '@sportsbook/contract'
import {
  boostedFreebet,
  boostsAvailable,
  findCurrency,
  money,
  scaleOdds,
  unscaleOdds,
} from '@sportsbook/domain'
import { ApiError } from '../../lib/api-error.ts'
import { toIso } from '../../lib/to-iso.ts'
import { campaignWireId, freebetById, parseWireId, type BonusDeps } from '../bonus-campaigns/index.ts'
import { liveLootboxes } from './lootbox.ts'
import { moneyWireOf } from '@sportsbook/contract'
import * as loot from './repository.ts'

/** 'lootbox:c<n>:…' → n: the lootbox a freebet came from. */
const lootboxOf = (source: string) => {
  const m = /^lootbox:c(\d+):/.exec(source)
  return m ? Number(m[1]) : undefined
}

export async function boostFreebet(deps: BonusDeps, userId: number, id: string): Promise<BoostResponse> {
  const parsed = parseWireId(id)
  if (parsed?.kind !== 'freebet') throw new ApiError('bonus_not_applicable', 'Only a freebet can be boosted')
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const fb = await loot.lockPlayerFreebet(tx, userId, parsed.n)
    if (!fb) throw new ApiError('bonus_not_found', `No freebet ${id}`)
    const lootboxId = lootboxOf(fb.source)
    const box = (await liveLootboxes(tx, now)).find((b) => b.campaign.id === lootboxId)
    if (!box)
      throw new ApiError('bonus_not_applicable', 'Only a freebet from a running lootbox can be boosted')
    if (fb.status !== 'active' || new Date(fb.expires_at) <= now)
      throw new ApiError('bonus_not_available', 'This freebet can no longer be boosted')
    if (await loot.selectBoost(tx, parsed.n))
      throw new ApiError('bonus_not_available', 'This freebet is already boosted')
    const player = await loot.lockLootboxPlayer(tx, box.campaign.id, userId)
    const used =
      (await loot.selectLootboxPlayers(tx, userId, [box.campaign.id])).get(box.campaign.id)?.used_in_bets ?? 0
    if (boostsAvailable(box.rules, used, player.boosts_used) <= 0)
      throw new ApiError(
        'bonus_not_available',
        `Use ${box.rules.freebetsToBoost} lootbox freebets in bets to earn a boost`,
      )
    const currency = findCurrency(fb.currency)
    if (!currency) throw new ApiError('bonus_not_available', 'This freebet can no longer be boosted')
    const before = Number(fb.amount)
    const after = boostedFreebet(money(before, currency), box.rules.boostMultiplier).amount
    await loot.recordBoost(tx, {
      playerBonusId: parsed.n,
      campaignId: box.campaign.id,
      userId,
      multiplierScaled: scaleOdds(box.rules.boostMultiplier),
      amountBefore: before,
      amountAfter: after,
      now,
    })
  })
  const bonus = await freebetById(deps, userId, id)
  const boost = (await loot.selectBoost(deps.db, parsed.n))!
  return {
    bonus,
    boost: {
      multiplier: unscaleOdds(boost.multiplier_scaled),
      amount_before: moneyWireOf(boost.amount_before, bonus.amount.currency),
      amount: bonus.amount,
      boosted_at: toIso(boost.boosted_at),
      lootbox_id: campaignWireId(boost.campaign_id),
    },
  }
}
