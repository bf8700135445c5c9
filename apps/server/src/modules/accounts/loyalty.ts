// Comp points and status groups (spec §3). Points are a column of the player, earned by settled stakes
// (the domain's compPointsFor, COMP_POINTS_PER_EUR) in the settlement's transaction; the plans and
// groups are these constants (docs/constants.md).
import type { CompPoints, StatusGroups } from '@sportsbook/contract'
import { compPointsFor, referenceRate, type Money } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { addCompPoints, type UserRow } from './repository/users-repository.ts'

export const COMP_POINT_PLANS = [
  { id: 1, name: 'Sports cashback', status: 'active', writeable: true, min_points: 100, max_points: 10_000 },
  { id: 2, name: 'Free bet exchange', status: 'active', writeable: true, min_points: 500, max_points: null },
] as const

export const STATUS_GROUPS = [
  { id: 1, name: 'Bronze', min_points: 0, max_points: 999 },
  { id: 2, name: 'Silver', min_points: 1_000, max_points: 4_999 },
  { id: 3, name: 'Gold', min_points: 5_000, max_points: 19_999 },
  { id: 4, name: 'Platinum', min_points: 20_000, max_points: null },
] as const

export const compPointsOf = (u: UserRow): CompPoints => ({
  persistent_points: u.compPoints,
  plans: COMP_POINT_PLANS.map((p) => ({ ...p })),
})

export const statusGroupsOf = (u: UserRow): StatusGroups => ({
  points: u.compPoints,
  status_groups: STATUS_GROUPS.map((g) => ({
    ...g,
    current: u.compPoints >= g.min_points && (g.max_points === null || u.compPoints <= g.max_points),
  })),
})

/** Credits the comp points a settled stake earns, in the settlement's transaction; returns them. */
export async function earnCompPoints(tx: Tx, userId: number, stake: Money): Promise<number> {
  const points = compPointsFor(stake, referenceRate)
  if (points > 0) await addCompPoints(tx, userId, points)
  return points
}
