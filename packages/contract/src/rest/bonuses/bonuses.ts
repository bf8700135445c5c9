// Bonuses (spec §3 Bonuses, §7): campaigns (comboboost, the four freebet kinds), the freebets a
// player holds, promo codes. Ids are strings: 'c<n>' names a campaign, 'f<n>' a player's freebet.
import { z } from '../../zod.ts'
import { BetMoney } from '../betting/money.ts'
import { PointsProgress } from './points.ts'

export const FREEBET_TYPES = ['freebet', 'freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const
export const BONUS_TYPES = [
  'comboboost',
  ...FREEBET_TYPES,
  'hunting',
  'tournament',
  'lootbox',
  'jackpot',
  'profit_boost',
] as const
export const BonusTypeWire = z.enum(BONUS_TYPES)
export const FreebetTypeWire = z.enum(FREEBET_TYPES)
/** What a player holds: a freebet of one of the four kinds, or a profit-boost token (issue #30.5). */
export const HeldBonusTypeWire = z.enum([...FREEBET_TYPES, 'profit_boost'])

/** Spec §3 bonus user statuses. */
export const BonusUserStatus = z.enum(['available', 'active', 'not_available'])
/** Spec §3 bonus availability. */
export const BonusAvailability = z.enum([
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
])

export const BonusIdParam = z.string().regex(/^[cf][1-9]\d{0,15}$/, "bonus id like 'c1' or 'f12'")

export const ComboboostRangeWire = z.object({
  min_count: z.number().int().positive(),
  max_count: z.number().int().positive(),
  bonus_odds: z.number().gt(1),
})

/** What a bonus asks of a bet: odds bounds, selection count, match status (null = any). */
const Conditions = {
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  selections_from: z.number().int().nullable(),
  selections_to: z.number().int().nullable(),
  match_status: z.number().int().nullable(),
}

/**
 * A campaign banner (spec §3 "Banners: desktop and mobile with id, url, alt"). Operator data: the url
 * is an https URL or a path on this site, nothing else (no javascript:, data: or protocol-relative).
 */
export const CampaignBanner = z.object({
  id: z.string().max(200),
  url: z
    .string()
    .max(2000)
    .regex(/^(https:\/\/|\/(?!\/))/),
  alt: z.string().max(300),
})
export type CampaignBanner = z.infer<typeof CampaignBanner>
/** A campaign's two banners; either may be absent (null). */
export const CampaignBanners = z.object({
  desktop: CampaignBanner.nullable(),
  mobile: CampaignBanner.nullable(),
})
export type CampaignBanners = z.infer<typeof CampaignBanners>

/** A campaign as /promotions and the slip read it. */
export const BonusCampaign = z.object({
  id: BonusIdParam,
  type: BonusTypeWire,
  /** Operator key; the web shows `bonus.campaign.<key>.name` / `.description` when its catalogue has them. */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** A freebet campaign's amount (a profit boost's most stake); null for a comboboost. */
  amount: BetMoney.nullable(),
  /** A profit-boost campaign's p in basis points (2 500 = 25 %); absent otherwise. */
  boost_bp: z.number().int().positive().max(100_000).optional(),
  ...Conditions,
  /** Comboboost ranges; empty for freebets. */
  ranges: z.array(ComboboostRangeWire),
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  valid_to: z.string().nullable(),
  banners: CampaignBanners.optional(),
  /** For the signed-in player: active (applies now), available (can be obtained), not_available. */
  status: BonusUserStatus,
  /** Hunting and tournament: the points rules and the player's progress (README of modules/bonus-points). */
  points: PointsProgress.optional(),
})
export type BonusCampaign = z.infer<typeof BonusCampaign>

/** A freebet (or profit-boost token) the player holds. */
export const PlayerFreebet = z.object({
  id: BonusIdParam,
  type: HeldBonusTypeWire,
  campaign_id: BonusIdParam,
  name: z.string(),
  /** A freebet's amount; a profit-boost token's most stake. */
  amount: BetMoney,
  /** A profit-boost token's p in basis points (2 500 = 25 %); absent for a freebet. */
  boost_bp: z.number().int().positive().max(100_000).optional(),
  ...Conditions,
  status: BonusUserStatus,
  availability: BonusAvailability,
  is_seen: z.boolean(),
  expires_at: z.string(),
  issued_at: z.string(),
  times_used: z.number().int().nonnegative(),
})
export type PlayerFreebet = z.infer<typeof PlayerFreebet>

const truthy = z.enum(['true', 'false']).transform((v) => v === 'true')

/** Spec §7 bonus queries (isUnseen, isAvailable, bonusType); lists paged to 500, default page size 4 (§9). */
export const BonusListQuery = z.object({
  bonusType: BonusTypeWire.optional(),
  isUnseen: truthy.optional(),
  isAvailable: truthy.optional(),
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  limit: z.coerce.number().int().positive().max(500).default(4),
})
export type BonusListQuery = z.infer<typeof BonusListQuery>
/** POST /bonuses: the same filters in a JSON body (booleans and numbers as JSON); no body is no filter. */
export const BonusListBody = z
  .object({
    bonusType: BonusTypeWire.optional(),
    isUnseen: z.boolean().optional(),
    isAvailable: z.boolean().optional(),
    page: z.number().int().positive().max(1_000_000).default(1),
    limit: z.number().int().positive().max(500).default(4),
  })
  .nullish()

const page = { total: z.number().int().nonnegative(), page: z.number().int(), limit: z.number().int() }
export const CampaignList = z.object({ data: z.array(BonusCampaign), ...page })
export type CampaignList = z.infer<typeof CampaignList>
export const FreebetList = z.object({ data: z.array(PlayerFreebet), ...page })
export type FreebetList = z.infer<typeof FreebetList>

/** GET /bonuses/{kind}/{id}/terms: the operator's terms text and the conditions in numbers. */
export const BonusTerms = z.object({ id: BonusIdParam, name: z.string(), terms: z.string() })
export type BonusTerms = z.infer<typeof BonusTerms>

/** POST /bonuses/promo-code: letters, digits, dash and underscore; matched case-insensitively. */
export const PromoCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _'),
})
export type PromoCodeRequest = z.infer<typeof PromoCodeRequest>
export const PromoCodeResponse = z.object({ bonus: PlayerFreebet })
export type PromoCodeResponse = z.infer<typeof PromoCodeResponse>

/** POST /bonuses/mark-as-seen: only the unseen ones (spec §5); answers how many changed. */
export const MarkSeenRequest = z.object({ ids: z.array(BonusIdParam).min(1).max(500) })
export type MarkSeenRequest = z.infer<typeof MarkSeenRequest>
export const MarkSeenResponse = z.object({ marked: z.number().int().nonnegative() })

/** A freebet activated, or a hunting / tournament joined (its campaign with the player's progress). */
export const ActivateResponse = z.object({ bonus: z.union([PlayerFreebet, BonusCampaign]) })

/** The bonus a bet was placed with (spec §3 Bet (server) bonus). */
export const BetBonusWire = z.object({
  id: z.string(),
  type: BonusTypeWire,
  /** The comboboost multiplier, a profit boost's profit multiplier 1 + p; null for a freebet. */
  odds: z.number().nullable(),
  /** The freebet's amount (the bet's stake); null for a comboboost. */
  amount: BetMoney.nullable(),
  /** A profit boost: p in basis points, and once settled the boost paid (its own ledger line). */
  boost_bp: z.number().int().optional(),
  boost_paid: BetMoney.nullable().optional(),
})
export type BetBonusWire = z.infer<typeof BetBonusWire>

/** Placement payload bonus (spec §3): the bonus picked in the slip; the server re-checks it. */
export const BetBonusInput = z.object({
  id: BonusIdParam,
  type: BonusTypeWire,
  odds: z.number().gt(0).max(1000).optional(),
})
export type BetBonusInput = z.infer<typeof BetBonusInput>
