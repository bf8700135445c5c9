// Acca insurance and acca bonus (issue #30.4, ADR 032): the offers a slip reads, and what a bet carries.
import { z } from '../../zod.ts'
import { BetMoney } from '../betting/money.ts'

export const ACCA_OFFER_KINDS = ['acca_insurance', 'acca_bonus'] as const

/** An acca offer on a placed bet: `open` until the bet ends, then `paid`, `none` or `cancelled` (cash-out). */
export const BetAccaOfferWire = z.object({
  kind: z.enum(ACCA_OFFER_KINDS),
  state: z.enum(['open', 'paid', 'none', 'cancelled']),
  /** Acca bonus: the percentage of the winnings the bet earned at placement. */
  percent: z.number().optional(),
  /** Once paid: the freebet refunded (insurance) or the bonus credited. */
  reward: BetMoney.optional(),
})
export type BetAccaOfferWire = z.infer<typeof BetAccaOfferWire>

const Tier = z.object({ min_legs: z.number().int(), max_legs: z.number().int(), percent: z.number() })

/** GET /bonuses/acca: the running acca offers open to the player (null: none). */
export const AccaOffersWire = z.object({
  insurance: z.object({ min_legs: z.number().int(), min_odds: z.number(), cap: BetMoney }).nullable(),
  bonus: z.object({ min_odds: z.number(), tiers: z.array(Tier), cap: BetMoney }).nullable(),
})
export type AccaOffersWire = z.infer<typeof AccaOffersWire>
