// Joined huntings and tournaments → the domain's offers the slip picks from (spec §4: the default
// order hunting, tournament, comboboost is the domain's applyBonusList).
import { bonusId, type OfferedBonus } from '@sportsbook/domain'
import type { BonusCampaign } from './bonuses.ts'

/** The huntings and tournaments the player farms now (status active), with their odds and currency. */
export function pointsOffersFromWire(campaigns: readonly BonusCampaign[]): OfferedBonus[] {
  return campaigns.flatMap((c): OfferedBonus[] =>
    (c.type === 'hunting' || c.type === 'tournament') && c.status === 'active' && c.points
      ? [
          {
            id: bonusId(c.id),
            type: c.type,
            currencyCode: c.points.point_stake.currency,
            ...(c.min_odds === null ? {} : { minOdds: c.min_odds }),
          },
        ]
      : [],
  )
}
