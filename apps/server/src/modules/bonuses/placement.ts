// Bonuses at placement (used by betting through index.ts): the bonus a bet names is re-checked with
// the domain's rules on the server's priced bet, then consumed in the placing transaction.
import { offersFromWire, type BetBonusInput } from '@sportsbook/contract'
import {
  aboveBonusMaxStake,
  bonusForBet,
  isFreeStake,
  type Bet,
  type BetBonus,
  type OfferedBonus,
  scaleOdds,
} from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import {
  campaignOpenTo,
  campaignRows as campaigns,
  campaignWireId,
  freebetRows,
  freebetWireId,
  parseWireId,
  presentCampaign,
  presentFreebet,
} from '../bonus-campaigns/index.ts'
import { awardPoints, pointsOffersOf } from '../bonus-points/index.ts'
import { insertBetBonuses } from './repository/bet-bonuses-repository.ts'

/** A bet's bonus as the server accepted it. */
export interface AppliedBonus {
  /** The domain's bonus: comboboost odds or freebet amount, for betSummary. */
  bonus: BetBonus
  campaignId: number
  /** The player's freebet row to consume, for a freebet. */
  freebetId?: number
}

export type BonusCheck =
  | { ok: true; applied: ReadonlyMap<number, AppliedBonus> }
  | {
      ok: false
      errors: { index: number; code: 'bonus_not_available' | 'bonus_not_applicable'; message: string }[]
    }

/**
 * The offers this player may use now: comboboosts open to them and their active freebets, as the
 * bonus lists present them and the slip reads them (contract `offersFromWire`: one assembly for both).
 */
async function offersOf(db: Executor, userId: number, now: Date) {
  const [who, boosts, freebets] = await Promise.all([
    campaigns.selectEligibility(db, userId),
    campaigns.selectLiveCampaigns(db, now, 'comboboost'),
    freebetRows.selectUsableFreebets(db, userId, now),
  ])
  const open = boosts.filter((b) => campaignOpenTo(b, who))
  const sources = new Map<string, { campaignId: number; freebetId?: number }>([
    ...open.map((c) => [campaignWireId(c.id), { campaignId: c.id }] as const),
    ...freebets.map(
      (f) => [freebetWireId(f.id), { campaignId: f.campaign_id, freebetId: Number(f.id) }] as const,
    ),
  ])
  const offers = new Map<string, { offer: OfferedBonus; campaignId: number; freebetId?: number }>()
  const wire = offersFromWire(
    open.map((c) => presentCampaign(c, 'active')),
    freebets.map((f) => presentFreebet(f, now)),
  )
  for (const offer of wire) {
    const source = sources.get(offer.id)
    if (source) offers.set(offer.id, { offer, ...source })
  }
  for (const p of await pointsOffersOf(db, userId, now)) offers.set(p.offer.id, p)
  return offers
}

/**
 * Re-checks the bonus of each bet that names one: it must be offered to the player now (else
 * bonus_not_available), apply to the bet as priced (domain `bonusForBet`: comboboost range, freebet
 * odds/selections/match status/currency) and, for a freebet, the stake must be its amount (at most
 * the amount for no-risk; at most a profit-boost token's most stake) (else bonus_not_applicable). A freebet may back one bet of the request only.
 */
export async function checkBetBonuses(
  db: Executor,
  userId: number,
  now: Date,
  bets: readonly { index: number; bet: Bet; input: BetBonusInput | undefined }[],
): Promise<BonusCheck> {
  const named = bets.filter((b) => b.input !== undefined)
  if (named.length === 0) return { ok: true, applied: new Map() }
  const offers = await offersOf(db, userId, now)
  const applied = new Map<number, AppliedBonus>()
  const errors: Extract<BonusCheck, { ok: false }>['errors'] = []
  const used = new Set<string>()
  for (const { index, bet, input } of named) {
    const found = parseWireId(input!.id) && offers.get(input!.id)
    if (!found || found.offer.type !== input!.type || used.has(input!.id)) {
      errors.push({ index, code: 'bonus_not_available', message: 'This bonus is not available' })
      continue
    }
    const bonus = bonusForBet(found.offer, bet)
    const amount = bonus?.amount
    const stakeFits =
      !aboveBonusMaxStake({ stake: bet.stake, ...(bonus ? { bonus } : {}) }) &&
      (!amount ||
        (isFreeStake(bonus.type) ? bet.stake.amount === amount.amount : bet.stake.amount <= amount.amount))
    if (!bonus || !stakeFits) {
      errors.push({
        index,
        code: 'bonus_not_applicable',
        message: 'This bet does not meet the bonus conditions',
      })
      continue
    }
    used.add(input!.id)
    applied.set(index, {
      bonus,
      campaignId: found.campaignId,
      ...(found.freebetId === undefined ? {} : { freebetId: found.freebetId }),
    })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, applied }
}

/**
 * In the placing transaction: consumes each freebet (the loser of a race for one freebet finds it
 * used and the whole placement rolls back with bonus_not_available) and records every bet's bonus.
 */
export async function consumeBetBonuses(
  tx: Tx,
  userId: number,
  now: Date,
  placed: readonly { betId: string; applied: AppliedBonus; stake: number }[],
): Promise<void> {
  for (const { betId, applied } of placed) {
    if (applied.freebetId === undefined) continue
    if (!(await freebetRows.consumePlayerBonus(tx, userId, applied.freebetId, betId, now)))
      throw new ApiError('bonus_not_available', 'This freebet has already been used')
  }
  await insertBetBonuses(
    tx,
    placed.map(({ betId, applied, stake }) => ({
      betId,
      bonusId: applied.bonus.id,
      type: applied.bonus.type,
      campaignId: applied.campaignId,
      bonusOddsScaled: applied.bonus.odds === undefined ? null : scaleOdds(applied.bonus.odds),
      freebetAmount: applied.freebetId === undefined || applied.bonus.type === 'profit_boost' ? null : stake,
    })),
  )
  const points = placed.map((p) => ({
    betId: p.betId,
    campaignId: p.applied.campaignId,
    type: p.applied.bonus.type,
    stake: p.stake,
  }))
  await awardPoints(tx, userId, now, points)
}
