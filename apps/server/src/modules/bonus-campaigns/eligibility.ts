// Who may have a campaign (spec §6): its countries (none listed = everywhere) and only_verified.
import type { Executor } from '../../db/client.ts'
import { selectEligibility, type CampaignRow } from './repository/campaigns-repository.ts'

export interface PlayerEligibility {
  country: string
  verified: boolean
}

export const campaignOpenTo = (c: CampaignRow, p: PlayerEligibility | undefined): boolean =>
  p !== undefined &&
  (c.country_codes.length === 0 || c.country_codes.includes(p.country)) &&
  (!c.only_verified || p.verified)

/** The player's country and verification; none for a visitor. */
export const eligibilityOf = async (db: Executor, userId: number | undefined) =>
  userId === undefined ? undefined : selectEligibility(db, userId)
