// Lucky bonuses on named multiples (issue #30.6, ADR 036-lucky-bonuses): the operator's terms (which
// named bets earn a one-winner consolation and an all-winners bonus), as configured, read by the slip,
// and the snapshot a placed bet carries.
import { NAMED_MULTIPLE_IDS } from '@sportsbook/domain'
import { z } from '../../zod.ts'
import { BetMoney } from '../betting/money.ts'

/** The all-winners bonus's base: the winnings (return − stake) or the whole return. */
export const LUCKY_BONUS_BASES = ['winnings', 'returns'] as const

/** One named bet's terms: at least one of the two bonuses. */
export const LuckyBonusTermsWire = z
  .object({
    system_id: z.enum(NAMED_MULTIPLE_IDS),
    /** The single on a lone winner at this × its fractional odds (2 = double odds). */
    one_winner_odds_multiplier: z.number().int().min(2).max(10).optional(),
    /** Percent added when every selection wins (10 = +10 %). */
    all_winners_percent: z.number().positive().max(100).optional(),
  })
  .refine((t) => t.one_winner_odds_multiplier !== undefined || t.all_winners_percent !== undefined, {
    message: 'a lucky bonus needs a one-winner multiplier or an all-winners percent',
  })
export type LuckyBonusTermsWire = z.infer<typeof LuckyBonusTermsWire>

/** The operator's Lucky bonus configuration, and GET /bonuses/lucky (empty `bets`: none offered). */
export const LuckyBonusesWire = z.object({
  base: z.enum(LUCKY_BONUS_BASES),
  bets: z.array(LuckyBonusTermsWire),
})
export type LuckyBonusesWire = z.infer<typeof LuckyBonusesWire>

/** The Lucky bonus terms fixed on a placed bet: `open` until it settles, then `paid` or `none`. */
export const BetLuckyBonusWire = z.object({
  base: z.enum(LUCKY_BONUS_BASES),
  one_winner_odds_multiplier: z.number().int().optional(),
  all_winners_percent: z.number().optional(),
  state: z.enum(['open', 'paid', 'none']),
  /** Once paid: the bonus credited. */
  reward: BetMoney.optional(),
})
export type BetLuckyBonusWire = z.infer<typeof BetLuckyBonusWire>
