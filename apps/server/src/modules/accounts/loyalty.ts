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

/**
 * Credits the comp points settled stakes earn, in the settlement's transaction: one statement for the
 * batch, a player's stakes summed. Returns the points each player earned.
 */
export async function earnCompPoints(
  tx: Tx,
  stakes: readonly { userId: number; stake: Money }[],
): Promise<Map<number, number>> {
  const earned = new Map<number, number>()
  for (const { userId, stake } of stakes) {
    const points = compPointsFor(stake, referenceRate)
    if (points > 0) earned.set(userId, (earned.get(userId) ?? 0) + points)
  }
  if (earned.size > 0)
    await addCompPoints(
      tx,
      [...earned].map(([id, points]) => ({ id, points })),
    )
  return earned
}
