// Custom bets ("bet builder", spec §3 custom_bet, §7): several selections of ONE match at one joint price.
import { z } from '../../zod.ts'
import { Market } from '../markets.ts'

/** Most selections one custom bet may combine. */
export const MAX_CUSTOM_BET_SELECTIONS = 12

/** A leg of a custom bet: an outcome of a market of the bet's match. */
export const CustomSelectionInput = z.object({
  market_id: z.number().int().nonnegative().max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(64),
})

/** POST /bets/custom/odds: the price of these selections winning together. */
export const CustomOddsRequest = z.object({
  match_id: z.number().int().positive().max(2_147_483_647),
  selections: z.array(CustomSelectionInput).min(1).max(MAX_CUSTOM_BET_SELECTIONS),
})
export type CustomOddsRequest = z.infer<typeof CustomOddsRequest>

/** The joint price now (decimal, two places); send it back as `custom_odds` to place the bet. */
export const CustomOddsResponse = z.object({
  data: z.object({ match_id: z.number().int(), odds: z.number() }),
})
export type CustomOddsResponse = z.infer<typeof CustomOddsResponse>

/** GET /bets/custom/markets/{matchId}: the match's markets a custom bet may combine, open ones only. */
export const CustomMarketsResponse = z.object({ data: z.array(Market) })
export type CustomMarketsResponse = z.infer<typeof CustomMarketsResponse>
