// Hunting and tournament rows → the contract's PointsProgress, with the domain's rules for progress,
// average stake and prizes (README "Hunting and tournaments").
import type { BonusCampaign, PointsProgress } from '@sportsbook/contract'
import {
  averageStake,
  findCurrency,
  huntingProgress,
  money,
  tournamentPrizes,
  type Currency,
  type HuntingRule,
  type PointsRule,
} from '@sportsbook/domain'
import { toIsoOrNull } from '../../lib/to-iso.ts'
import { moneyWireOf } from '@sportsbook/contract'
import type { PlayerPointsRow, PointsCampaignRow } from './repository.ts'

export const currencyOf = (c: PointsCampaignRow): Currency => {
  const found = findCurrency(c.points_currency)
  if (!found) throw new Error(`campaign ${c.key} has an unknown currency ${c.points_currency}`)
  return found
}

export const pointsRuleOf = (c: PointsCampaignRow): PointsRule => ({
  pointStake: money(c.point_stake, currencyOf(c)),
  minStake: money(c.min_stake, currencyOf(c)),
})

export const huntingRuleOf = (c: PointsCampaignRow): HuntingRule => ({
  targetPoints: c.target_points ?? 0,
  maxFreebets: c.max_freebets ?? 0,
})

/** Every place's prize at the tournament's pool now (as if every place had a player). */
export const prizesOf = (c: PointsCampaignRow) =>
  tournamentPrizes(money(c.pool, currencyOf(c)), c.prize_shares_bp ?? [], (c.prize_shares_bp ?? []).length)

/** A hunting whose freebets are all farmed is over for the player. */
export function huntingDone(c: PointsCampaignRow, mine: PlayerPointsRow | undefined) {
  return c.type === 'hunting' && mine !== undefined && huntingProgress(mine.points, huntingRuleOf(c)).done
}

export function presentProgress(
  c: PointsCampaignRow,
  mine: PlayerPointsRow | undefined,
  position: number | null,
): PointsProgress {
  const cur = c.points_currency
  const m = (amount: number) => moneyWireOf(amount, cur)
  const points = mine?.points ?? 0
  const hunting = c.type === 'hunting'
  const progress = hunting ? huntingProgress(points, huntingRuleOf(c)) : undefined
  const avg = averageStake(money(mine?.staked ?? 0, currencyOf(c)), mine?.bets_count ?? 0)
  return {
    point_stake: m(c.point_stake),
    min_stake: m(c.min_stake),
    max_freebets: hunting ? c.max_freebets : null,
    potential_freebet_amount: hunting && c.freebet_amount !== null ? m(c.freebet_amount) : null,
    initial_pool: hunting || c.initial_pool === null ? null : m(c.initial_pool),
    pool: hunting ? null : m(c.pool),
    prizes: hunting ? [] : prizesOf(c).map((p) => m(p.amount)),
    prize_shares_bp: hunting ? [] : (c.prize_shares_bp ?? []),
    ends_at: toIsoOrNull(c.valid_to),
    finished: c.finished_at !== null,
    joined: mine !== undefined,
    points,
    bets_count: mine?.bets_count ?? 0,
    avg_stake: avg && m(avg.amount),
    available_points: progress ? progress.available : points,
    potential_points: progress ? progress.potential : points,
    farmed_freebets_count: mine?.freebets_count ?? 0,
    farmed_amount: m(mine?.farmed_amount ?? 0),
    position,
  }
}

/**
 * The player's status (spec §3): joined and farming → active; may join → available; outside its
 * countries or verification, finished, or every freebet farmed → not_available.
 */
export function pointsStatus(
  c: PointsCampaignRow,
  mine: PlayerPointsRow | undefined,
  open: boolean,
): BonusCampaign['status'] {
  if (!open || c.finished_at !== null || huntingDone(c, mine)) return 'not_available'
  return mine ? 'active' : 'available'
}
