// Points at placement (README "Hunting and tournaments"): in the transaction that places a bet with a
// hunting or tournament bonus, the bet's stake earns points (domain pointsForStake), once per bet; a
// hunting issues a freebet for each target reached; a tournament's pool grows by its share.
import { pointsOffersFromWire } from '@sportsbook/contract'
import { huntingFreebetsDue, money, poolContribution, pointsForStake } from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import {
  campaignOpenTo,
  campaignRows,
  campaignWireId,
  issueFreebet,
  presentCampaign,
} from '../bonus-campaigns/index.ts'
import { currencyOf, huntingRuleOf, pointsRuleOf, pointsStatus, presentProgress } from './presenters.ts'
import { noteFreebetIssued, notePoolChange } from './push.ts'
import * as repo from './repository.ts'

/** The huntings and tournaments the player joined and may farm now, as the domain's offers. */
export async function pointsOffersOf(db: Executor, userId: number, now: Date) {
  const [who, hunts, tours] = await Promise.all([
    campaignRows.selectEligibility(db, userId),
    repo.selectLivePointsCampaigns(db, 'hunting', now),
    repo.selectLivePointsCampaigns(db, 'tournament', now),
  ])
  const rows = [...hunts, ...tours]
  const mine = await repo.selectPlayerPoints(
    db,
    userId,
    rows.map((c) => c.id),
  )
  // As the slip gets them: the campaigns presented as GET /bonuses does, read by the contract's
  // pointsOffersFromWire (one assembly of offers for web and server).
  const wire = rows.map((c) => {
    const own = mine.find((m) => m.campaign_id === c.id)
    const status = pointsStatus(c, own, campaignOpenTo(c, who))
    return { ...presentCampaign(c, status), points: presentProgress(c, own, null) }
  })
  const ids = new Map(rows.map((c) => [campaignWireId(c.id), c.id]))
  return pointsOffersFromWire(wire).map((offer) => ({ offer, campaignId: ids.get(offer.id)! }))
}

export interface PointsBet {
  betId: string
  campaignId: number
  type: string
  /** The stake in the campaign's currency (bonusForBet checked the currency). */
  stake: number
}

export async function awardPoints(
  tx: Tx,
  userId: number,
  now: Date,
  bets: readonly PointsBet[],
): Promise<void> {
  for (const bet of bets) {
    if (bet.type !== 'hunting' && bet.type !== 'tournament') continue
    // The campaign row is locked: the pool and the end of a tournament queue on it.
    const c = await repo.lockPointsCampaign(tx, bet.campaignId)
    if (!c || c.finished_at !== null) throw new ApiError('bonus_not_available', 'This promotion has ended')
    const stake = money(bet.stake, currencyOf(c))
    const points = pointsForStake(pointsRuleOf(c), stake)
    const award = { betId: bet.betId, campaignId: c.id, userId, points, stake: bet.stake, now }
    if (!(await repo.insertAward(tx, award))) continue
    const mine = await repo.addPoints(tx, award)
    if (!mine) throw new ApiError('bonus_not_available', 'Join this promotion before betting with it')
    if (c.type === 'tournament') {
      const share = poolContribution(stake, c.pool_share_bp ?? 0).amount
      if (share > 0) {
        await repo.addToPool(tx, c.id, share)
        notePoolChange(c.id)
      }
      continue
    }
    const due = huntingFreebetsDue(mine.points, huntingRuleOf(c)) - mine.freebets_count
    if (due <= 0 || c.freebet_amount === null) continue
    for (let i = 1; i <= due; i++) {
      const n = mine.freebets_count + i
      const id = await issueFreebet(tx, c, {
        userId,
        source: `hunting:${campaignWireId(c.id)}:${n}`,
        now,
        amount: c.freebet_amount,
        currency: c.points_currency,
        type: 'freebet',
      })
      noteFreebetIssued(userId, id)
    }
    await repo.addFarmed(tx, c.id, userId, due, due * c.freebet_amount)
  }
}
