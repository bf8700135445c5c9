// Jackpots (spec §3 Jackpot, §7 GET/POST /jackpots, GET /jackpots/{id}, GET /jackpot-hits): levels
// whose pools grow from qualifying bets, and the hits that drop them. Amounts are BetMoney.
import { z } from '../../zod.ts'
import { BetMoney } from '../betting/money.ts'

/** Jackpot and hit ids are decimal strings. */
export const JackpotIdParam = z.string().regex(/^[1-9]\d{0,9}$/, 'jackpot id like "1"')

export const JackpotLevelWire = z.object({
  /** Stable code (mini, major, grand). */
  code: z.string(),
  name: z.string(),
  /** The pool now: seed plus the counted contributions since the last hit. */
  pool_amount: BetMoney,
  /** Where the pool starts again after a hit. */
  seed_amount: BetMoney,
  /** Must-drop amount: the contribution that takes the pool here wins it. */
  drop_amount: BetMoney,
  /** Share of each qualifying stake, in percent. */
  contribution_percent: z.number().nonnegative(),
  state: z.enum(['active', 'inactive']),
})
export type JackpotLevelWire = z.infer<typeof JackpotLevelWire>

export const Jackpot = z.object({
  id: JackpotIdParam,
  name: z.string(),
  currency: z.string(),
  /** The headline amount: the pool of the top level. */
  amount: BetMoney,
  /** Every level's pool together. */
  pool_amount: BetMoney,
  /** Paid in hits so far. */
  hits_amount: BetMoney,
  /** What qualifies a bet: total odds and real-money stake at least these, in `currency`. */
  min_odds: z.number(),
  min_stake: BetMoney,
  levels: z.array(JackpotLevelWire),
})
export type Jackpot = z.infer<typeof Jackpot>

const page = {
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  limit: z.coerce.number().int().positive().max(500),
}
const paged = { total: z.number().int().nonnegative(), page: z.number().int(), limit: z.number().int() }

/** GET /jackpots query, POST /jackpots body (the same filters for clients that send a body). */
export const JackpotListQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Z][A-Z0-9]{2,5}$/, 'currency code')
    .optional(),
  ...page,
  limit: page.limit.default(20),
})
export type JackpotListQuery = z.infer<typeof JackpotListQuery>
export const JackpotList = z.object({ data: z.array(Jackpot), ...paged })
export type JackpotList = z.infer<typeof JackpotList>

export const JackpotHitStatus = z.enum(['approved', 'paid'])
const truthy = z.enum(['true', 'false']).transform((v) => v === 'true')

/** A hit (spec §3): public lists show the winner as `user_hash` only; `for_user` marks the caller's own. */
export const JackpotHit = z.object({
  id: JackpotIdParam,
  jackpot_id: JackpotIdParam,
  jackpot_name: z.string(),
  level_code: z.string(),
  level_name: z.string(),
  amount: BetMoney,
  /** The amount at the reference rate in EUR, for comparing hits in several currencies. */
  amount_eur: BetMoney,
  status: JackpotHitStatus,
  user_hash: z.string(),
  for_user: z.boolean(),
  /** Whether the winner has seen it (always false for other players' hits). */
  seen: z.boolean(),
  created_at: z.string(),
})
export type JackpotHit = z.infer<typeof JackpotHit>

/** GET /jackpot-hits (spec §7 status, forUser, unseen, jackpotId; default page size 10, §9). */
export const JackpotHitsQuery = z.object({
  status: JackpotHitStatus.optional(),
  forUser: truthy.optional(),
  unseen: truthy.optional(),
  jackpotId: JackpotIdParam.optional(),
  ...page,
  limit: page.limit.default(10),
})
export type JackpotHitsQuery = z.infer<typeof JackpotHitsQuery>
export const JackpotHitList = z.object({ data: z.array(JackpotHit), ...paged })
export type JackpotHitList = z.infer<typeof JackpotHitList>

/** POST /jackpot-hits/mark-as-seen: the player's own hits; answers how many changed. */
export const JackpotHitsSeenRequest = z.object({ ids: z.array(JackpotIdParam).min(1).max(500) })
export type JackpotHitsSeenRequest = z.infer<typeof JackpotHitsSeenRequest>
export const JackpotHitsSeenResponse = z.object({ marked: z.number().int().nonnegative() })

/** On `public:{locale}`: the pools of one jackpot moved (throttled, see docs/constants.md § Jackpots). */
export const JackpotChangedEvent = z.object({ type: z.literal('jackpot_changed'), jackpot: Jackpot })
export type JackpotChangedEvent = z.infer<typeof JackpotChangedEvent>
/** On the winner's private channel: their bet dropped a level. */
export const JackpotHitEvent = z.object({ type: z.literal('jackpot_hit'), hit: JackpotHit })
export type JackpotHitEvent = z.infer<typeof JackpotHitEvent>
