// Rows → contract shapes (spec §3 Bonuses).
import {
  CampaignBanner,
  moneyWireOf,
  type BonusCampaign,
  type CampaignBanners,
  type PlayerFreebet,
} from '@sportsbook/contract'
import { unscaleOdds } from '@sportsbook/domain'
import { toIso } from '../../lib/to-iso.ts'
import { campaignWireId, freebetWireId } from './constants.ts'
import type { CampaignRow } from './repository/campaigns-repository.ts'
import type { PlayerBonusRow } from './repository/freebets-repository.ts'

const odds = (scaled: number | null) => (scaled === null ? null : unscaleOdds(scaled))

/**
 * A stored banner as the contract allows it, or null: operator data whose url is not https or a path of
 * this site (`javascript:`, `data:`, `//host`) never reaches a page, and never fails the whole list.
 */
const safeBanner = (b: unknown) => {
  const parsed = CampaignBanner.safeParse(b)
  return parsed.success ? parsed.data : null
}

/** A campaign row's banners, each as the contract allows it (see safeBanner). */
export const presentBanners = (row: Pick<CampaignRow, 'banners'>): CampaignBanners => ({
  desktop: safeBanner(row.banners?.desktop),
  mobile: safeBanner(row.banners?.mobile),
})

export function presentCampaign(row: CampaignRow, status: BonusCampaign['status']): BonusCampaign {
  return {
    id: campaignWireId(row.id),
    type: row.type as BonusCampaign['type'],
    key: row.key,
    name: row.name,
    description: row.description,
    amount: row.amount !== null && row.currency ? moneyWireOf(row.amount, row.currency) : null,
    ...(row.boost_bp === null ? {} : { boost_bp: row.boost_bp }),
    min_odds: odds(row.min_odds_scaled),
    max_odds: odds(row.max_odds_scaled),
    selections_from: row.selections_from,
    selections_to: row.selections_to,
    match_status: row.match_status,
    ranges: row.ranges ?? [],
    country_codes: row.country_codes,
    only_verified: row.only_verified,
    valid_to: row.valid_to === null ? null : toIso(row.valid_to),
    banners: presentBanners(row),
    status,
  }
}

/** The state a freebet is in at `now`: an unused one past its date is expired. */
export function freebetState(row: PlayerBonusRow, now: Date) {
  const expired = new Date(row.expires_at).getTime() <= now.getTime()
  if (row.status === 'used') return { status: 'not_available', availability: 'bonus_over' } as const
  if (row.status === 'expired' || expired)
    return { status: 'not_available', availability: 'expired' } as const
  return row.status === 'active'
    ? ({ status: 'active', availability: 'active' } as const)
    : ({ status: 'available', availability: 'available' } as const)
}

export function presentFreebet(row: PlayerBonusRow, now: Date): PlayerFreebet {
  return {
    id: freebetWireId(row.id),
    type: row.type as PlayerFreebet['type'],
    campaign_id: campaignWireId(row.campaign_id),
    name: row.name,
    amount: moneyWireOf(row.amount, row.currency),
    min_odds: odds(row.min_odds_scaled),
    max_odds: odds(row.max_odds_scaled),
    selections_from: row.selections_from,
    selections_to: row.selections_to,
    match_status: row.match_status,
    ...(row.boost_bp === null ? {} : { boost_bp: row.boost_bp }),
    ...freebetState(row, now),
    is_seen: row.is_seen,
    expires_at: toIso(row.expires_at),
    issued_at: toIso(row.issued_at),
    times_used: row.status === 'used' ? 1 : 0,
  }
}
