import { MARKET_STATUS } from '@sportsbook/domain'
import { z } from '../zod.ts'
import { Id, LocaleQuery, Pagination } from './common.ts'
import { MARKET_GROUP_KEYS } from './market-group-keys.ts'

/** Market status codes of spec §4, the domain's MARKET_STATUS: 1 open, -1 suspended, 0 not allowed (dropped), -2 handed over, -3 settled, -4 cancelled. */
export const MarketStatus = z.enum(MARKET_STATUS)
export type MarketStatus = z.infer<typeof MarketStatus>

export const Outcome = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Decimal (european) odds, 2 decimals on the wire; parse with the domain's decimalOdds(). */
  odds: z.number().positive(),
  /** Under a price boost (ADR 033): `odds` is the boosted price and this the normal one, struck through. */
  boosted_from: z.number().positive().optional(),
})
export type Outcome = z.infer<typeof Outcome>

// In a file without zod, so a browser page that lists groups does not carry the schemas.
export { MARKET_GROUP_KEYS }
export const MarketGroupKey = z.enum(MARKET_GROUP_KEYS)
export type MarketGroupKey = z.infer<typeof MarketGroupKey>

/** Why a market is suspended, as the feed says (price transparency, issue 19); the web words each one. */
export const SUSPEND_REASONS = [
  'goal',
  'var_check',
  'period_change',
  'set_over',
  'match_event',
  'price_review',
  'provider_down',
] as const
export const SuspendReason = z.enum(SUSPEND_REASONS)
export type SuspendReason = z.infer<typeof SuspendReason>

export const Market = z.object({
  match_urn_id: z.string(),
  /** Market type id (marketId); one match can hold it several times with different specifiers. */
  id: z.number().int(),
  name: z.string(),
  status: MarketStatus,
  /** e.g. "total=2.5" or "hcp=-1.5"; empty string when the market has none. */
  specifier: z.string(),
  outcomes: z.array(Outcome),
  market_groups: z.array(MarketGroupKey),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
  /** Present only while suspended, when the feed gave a reason. */
  suspend_reason: SuspendReason.optional(),
})
export type Market = z.infer<typeof Market>

export const MarketGroupSummary = z.object({
  key: MarketGroupKey,
  markets_count: z.number().int().nonnegative(),
})

export const MarketList = z.object({
  data: z.array(Market),
  groups: z.array(MarketGroupSummary),
  pagination: Pagination,
})
export type MarketList = z.infer<typeof MarketList>

export const MarketQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  group_key: MarketGroupKey.optional(),
  market_id: Id.optional(),
  ...LocaleQuery.shape,
})
export type MarketQuery = z.infer<typeof MarketQuery>
