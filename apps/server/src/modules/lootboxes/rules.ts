// The rules of lootbox and amount-based campaigns (table bonus_campaign_rules), checked with zod
// when read: an operator's row is untrusted, a malformed one makes its campaign unavailable.
import type { AmbRules, LootboxRules } from '@sportsbook/domain'
import { z } from 'zod'

const amount = z.number().int().nonnegative()
const prizes = z.tuple([amount, amount, amount])

export const LootboxRulesRow = z.object({
  minOdds: z.number().min(1),
  minStake: amount,
  farmOncePerEvent: z.boolean(),
  levelOdds: z.tuple([z.number().min(1), z.number().min(1)]),
  prizes: z.object({ win: prizes, loss: prizes }),
  freebetsToBoost: z.number().int().nonnegative(),
  boostMultiplier: z.number().min(1).max(10),
  /** Minimum total odds of the freebets a chest issues. */
  prizeMinOdds: z.number().min(1),
}) satisfies z.ZodType<LootboxRules>
export type LootboxRulesRow = z.infer<typeof LootboxRulesRow>

export const AmbRulesRow = z.object({
  betsPerFreebet: z.number().int().positive(),
  maxFreebets: z.number().int().positive(),
  amount: z.number().int().positive(),
  minStake: amount,
  minOdds: z.number().min(1),
}) satisfies z.ZodType<AmbRules>
export type AmbRulesRow = z.infer<typeof AmbRulesRow>

export const parseLootboxRules = (raw: unknown) => LootboxRulesRow.safeParse(raw).data
export const parseAmbRules = (raw: unknown) => AmbRulesRow.safeParse(raw).data
