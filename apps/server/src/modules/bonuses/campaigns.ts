// The bonus endpoints' logic: campaign lists for /promotions and the slip, the player's freebets,
// terms, promo codes, mark-as-seen and activation.
import type {
  BonusCampaign,
  BonusListQuery,
  BonusTerms,
  CampaignList,
  FreebetList,
  PlayerFreebet,
} from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import {
  campaignOpenTo,
  campaignRows as campaigns,
  eligibilityOf,
  freebetById,
  freebetRows as held,
  freebetWireId,
  issueFreebet,
  parseWireId,
  presentCampaign,
  presentFreebet,
  type BonusDeps,
  type CampaignRow,
  type PlayerEligibility,
} from '../bonus-campaigns/index.ts'
import { joinPointsCampaign, withPointsProgress } from '../bonus-points/index.ts'
import { ACCA_TYPES } from './acca-campaigns.ts'
import * as promos from './repository/promo-repository.ts'

const page = <T>(all: T[], q: { page: number; limit: number }) => ({
  data: all.slice((q.page - 1) * q.limit, q.page * q.limit),
  total: all.length,
  page: q.page,
  limit: q.limit,
})

/**
 * Campaigns for the player (or a visitor): a comboboost is active when the player may have it; a
 * freebet campaign is available to obtain (by promo code); either is not_available outside its
 * countries or verification. `kind` 'comboboost' / 'freebet' narrows the list.
 */
export async function listCampaigns(
  deps: BonusDeps,
  userId: number | undefined,
  q: BonusListQuery,
  kind?: 'comboboost' | 'freebet',
): Promise<CampaignList> {
  const who = await eligibilityOf(deps.db, userId)
  const rows = (await campaigns.selectLiveCampaigns(deps.db, deps.now())).filter(
    (c) =>
      c.type !== 'amb' && // amount-based progress: GET /bonuses/freebets/amb
      !ACCA_TYPES.has(c.type) && // acca offers: GET /bonuses/acca
      (kind === undefined || (kind === 'comboboost' ? c.type === 'comboboost' : c.type !== 'comboboost')) &&
      (q.bonusType === undefined || c.type === q.bonusType),
  )
  const presented = rows.map((c) => presentCampaign(c, statusFor(c, who, userId !== undefined)))
  const shown = await withPointsProgress(deps, userId, presented)
  return page(q.isAvailable ? shown.filter((c) => c.status !== 'not_available') : shown, q)
}

function statusFor(c: CampaignRow, who: PlayerEligibility | undefined, signedIn: boolean) {
  if (signedIn && !campaignOpenTo(c, who)) return 'not_available'
  return c.type === 'comboboost' ? 'active' : 'available'
}

export async function campaignById(deps: BonusDeps, userId: number | undefined, id: string, kind: string) {
  const parsed = parseWireId(id)
  const row = parsed?.kind === 'campaign' ? await campaigns.selectCampaign(deps.db, parsed.n) : undefined
  const isKind =
    row &&
    !ACCA_TYPES.has(row.type) &&
    (kind === 'comboboost' ? row.type === 'comboboost' : row.type !== 'comboboost')
  if (!row || !isKind) throw new ApiError('bonus_not_found', `No ${kind} ${id}`)
  const who = await eligibilityOf(deps.db, userId)
  return { row, campaign: presentCampaign(row, statusFor(row, who, userId !== undefined)) }
}

/** Terms of a campaign, or of the campaign a player's freebet came from. */
export async function termsOf(deps: BonusDeps, userId: number | undefined, id: string): Promise<BonusTerms> {
  const parsed = parseWireId(id)
  let campaignId = parsed?.kind === 'campaign' ? parsed.n : undefined
  if (parsed?.kind === 'freebet' && userId !== undefined)
    campaignId = (await held.selectPlayerBonus(deps.db, userId, parsed.n))?.campaign_id
  const row = campaignId === undefined ? undefined : await campaigns.selectCampaign(deps.db, campaignId)
  if (!row) throw new ApiError('bonus_not_found', `No bonus ${id}`)
  return { id, name: row.name, terms: row.terms }
}

export async function listFreebets(deps: BonusDeps, userId: number, q: BonusListQuery): Promise<FreebetList> {
  const now = deps.now()
  const filter = {
    now,
    ...(q.isUnseen ? { unseen: true } : {}),
    ...(q.isAvailable ? { available: true } : {}),
  }
  const { rows, total } = await held.selectPlayerBonuses(deps.db, userId, filter, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  })
  const data = rows.map((r) => presentFreebet(r, now)).filter((b) => !q.bonusType || b.type === q.bonusType)
  return { data, total, page: q.page, limit: q.limit }
}

/**
 * Redeems a promo code: one freebet of its campaign per player, in one transaction with the code
 * locked (so its redemption count and the player's single use stay exact under concurrency).
 */
export async function redeemPromoCode(deps: BonusDeps, userId: number, raw: string): Promise<PlayerFreebet> {
  const code = raw.trim().toUpperCase()
  const now = deps.now()
  const id = await deps.db.transaction(async (tx) => {
    const promo = await promos.lockPromoCode(tx, code)
    if (!promo) throw new ApiError('promo_code_invalid', 'This promo code does not exist')
    if (promo.valid_to !== null && new Date(promo.valid_to).getTime() <= now.getTime())
      throw new ApiError('promo_code_expired', 'This promo code has expired')
    if (await promos.hasRedeemed(tx, code, userId))
      throw new ApiError('promo_code_used', 'You have already used this promo code')
    if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions)
      throw new ApiError('promo_code_used', 'This promo code has been used up')
    const campaign = await campaigns.selectCampaign(tx, promo.campaign_id)
    const open = campaign && (campaign.valid_to === null || new Date(campaign.valid_to) > now)
    if (!campaign || !open || campaign.type === 'comboboost')
      throw new ApiError('promo_code_expired', 'The promotion of this code has ended')
    if (!campaignOpenTo(campaign, await campaigns.selectEligibility(tx, userId)))
      throw new ApiError('bonus_not_available', 'This promotion is not available for your account')
    const bonusId = await issueFreebet(tx, campaign, { userId, source: `promo:${code}`, now })
    if (!(await promos.insertRedemption(tx, code, userId, bonusId, now)))
      throw new ApiError('promo_code_used', 'You have already used this promo code')
    return bonusId
  })
  return freebetById(deps, userId, freebetWireId(id))
}

/** Marks the player's unseen freebets among `ids` as seen; campaign ids have nothing to mark. */
export async function markSeen(deps: BonusDeps, userId: number, ids: readonly string[]) {
  const own = ids.map(parseWireId).flatMap((p) => (p?.kind === 'freebet' ? [p.n] : []))
  return own.length === 0 ? 0 : held.markPlayerBonusesSeen(deps.db, userId, own)
}

/** available → active (a hunting or tournament campaign: the player joins it); else refused with the reason. */
export async function activate(
  deps: BonusDeps,
  userId: number,
  id: string,
): Promise<PlayerFreebet | BonusCampaign> {
  if (parseWireId(id)?.kind === 'campaign') return joinPointsCampaign(deps, userId, id)
  const current = await freebetById(deps, userId, id)
  if (current.status === 'active') throw new ApiError('bonus_not_available', 'This bonus is already active')
  const n = parseWireId(id)!.n
  if (!(await held.activatePlayerBonus(deps.db, userId, n, deps.now())))
    throw new ApiError('bonus_not_available', 'This bonus cannot be activated')
  return freebetById(deps, userId, id)
}
