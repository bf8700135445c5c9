// The points service routes call (`app.bonusPoints`): hunting and tournament lists with the player's
// progress, terms and the tournament leaderboard (`points-campaigns.ts`), bound to one database and clock.
import type { Db } from '../../db/client.ts'
import type { BonusDeps } from '../bonus-campaigns/index.ts'
import { listPointsCampaigns, pointsCampaignById, pointsTerms, tournamentRating } from './points-campaigns.ts'

export function createBonusPointsService(db: Db, now: () => Date) {
  const deps: BonusDeps = { db, now }
  const bound =
    <A extends unknown[], R>(fn: (deps: BonusDeps, ...args: A) => R) =>
    (...args: A) =>
      fn(deps, ...args)
  return {
    pointsCampaigns: bound(listPointsCampaigns),
    pointsCampaign: bound(pointsCampaignById),
    pointsTerms: bound(pointsTerms),
    tournamentRating: bound(tournamentRating),
  }
}

export type BonusPointsService = ReturnType<typeof createBonusPointsService>
