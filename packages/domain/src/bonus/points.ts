// Hunting and hunting tournaments (spec §3 Bonuses): points from the stakes of bets placed with the
// bonus, a freebet each time a hunting's target is reached, a tournament's pool and its prizes.
import { allocate } from '../money/allocate.ts'
import { divideRounded } from '../money/rounding.ts'
import { money, type Money } from '../money/money.ts'
import type { PointsBonus } from './types.ts'

/** How a campaign turns a stake into points: one point per whole `pointStake`, from `minStake` up. */
export interface PointsRule {
  readonly pointStake: Money
  readonly minStake: Money
}

/** Whether a hunting or tournament offer applies to a bet: its total odds and currency. */
export function pointsBonusApplies(offer: PointsBonus, totalOdds: number, currencyCode: string): boolean {
  return (
    totalOdds >= (offer.minOdds ?? 1) &&
    (offer.currencyCode === undefined || offer.currencyCode === currencyCode)
  )
}

/** Points a stake earns: whole `pointStake`s, none below `minStake` or in another currency. */
export function pointsForStake(rule: PointsRule, stake: Money): number {
  if (stake.currency.code !== rule.pointStake.currency.code) return 0
  if (stake.amount < rule.minStake.amount || rule.pointStake.amount <= 0) return 0
  return Math.floor(stake.amount / rule.pointStake.amount)
}

/** A hunting: a freebet for every `targetPoints` farmed, at most `maxFreebets` per player. */
export interface HuntingRule {
  readonly targetPoints: number
  readonly maxFreebets: number
}

/** Freebets a player with `points` has earned in total (issued or still to issue). */
export const huntingFreebetsDue = (points: number, rule: HuntingRule): number =>
  rule.targetPoints <= 0 ? 0 : Math.min(rule.maxFreebets, Math.floor(points / rule.targetPoints))

/**
 * The player's progress toward the next freebet (spec available_points / potential_points):
 * `available` points count toward it out of `potential` (the target); `done` once every freebet is farmed.
 */
export function huntingProgress(points: number, rule: HuntingRule) {
  const farmed = huntingFreebetsDue(points, rule)
  const done = farmed >= rule.maxFreebets
  const available = done ? rule.targetPoints : points - farmed * rule.targetPoints
  return { farmed, done, available, potential: rule.targetPoints, missing: rule.targetPoints - available }
}

/** Basis points (1/100 of a percent) of a stake that go to a tournament's pool, rounded down. */
export const poolContribution = (stake: Money, shareBp: number): Money =>
  money(Number(divideRounded(BigInt(stake.amount) * BigInt(shareBp), 10_000n, 'down')), stake.currency)

/** Average stake of `count` bets totalling `staked` (rounded half up); null before the first bet. */
export const averageStake = (staked: Money, count: number): Money | null =>
  count <= 0
    ? null
    : money(Number(divideRounded(BigInt(staked.amount), BigInt(count), 'halfUp')), staked.currency)

/**
 * A tournament's prizes by position: the pool split by the prize shares of the places that have a
 * player (fewer players than places: the pool is split among those there are, in the same ratio).
 * Exact to the minor unit (the remainder goes to the first places).
 */
export function tournamentPrizes(pool: Money, sharesBp: readonly number[], players: number): Money[] {
  const places = sharesBp.slice(0, Math.max(0, players))
  if (places.length === 0 || places.every((s) => s === 0)) return []
  if (pool.amount <= 0) return places.map(() => money(0, pool.currency))
  return allocate(pool, places)
}

/** One player's standing before ranking. */
export interface Standing {
  readonly userId: number
  readonly points: number
  /** When the player last earned points (ms): of two with equal points, who got there first ranks higher. */
  readonly reachedAt: number
}

/** The leaderboard: most points first, ties to who reached them first, then the lower player id. */
export function rankLeaderboard<T extends Standing>(rows: readonly T[]): (T & { position: number })[] {
  return [...rows]
    .sort((a, b) => b.points - a.points || a.reachedAt - b.reachedAt || a.userId - b.userId)
    .map((r, i) => ({ ...r, position: i + 1 }))
}
