import { z } from '../../zod.ts'
import { MAX_TICKET_SELECTIONS } from '@sportsbook/domain'
import { Provider } from '../common.ts'
import { SystemIdInput } from './system-id.ts'

const ShareSelectionInput = z.object({
  match_id: z.number().int().positive().max(2_147_483_647),
  market_id: z.number().int().nonnegative().max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(64),
})

const ShareBetInput = z
  .object({
    selections: z.array(ShareSelectionInput).min(1).max(MAX_TICKET_SELECTIONS),
    system_id: SystemIdInput.optional(),
    /** A custom bet (bet builder): two or more legs of one match, priced together. */
    custom: z.boolean().optional(),
  })
  .superRefine((bet, ctx) => {
    if (!bet.custom) return
    if (bet.system_id !== undefined)
      ctx.addIssue({ code: 'custom', message: 'a custom bet has no system_id' })
    if (bet.selections.length < 2)
      ctx.addIssue({ code: 'custom', message: 'a custom bet has two legs or more' })
    if (new Set(bet.selections.map((s) => s.match_id)).size > 1)
      ctx.addIssue({ code: 'custom', message: 'the legs of a custom bet are of one match' })
  })

/** POST /bets/share-code: the slip's bets without stakes (a shared slip is someone else's money). */
export const ShareCodeRequest = z.object({
  bets: z.array(ShareBetInput).min(1).max(MAX_TICKET_SELECTIONS),
})
export type ShareCodeRequest = z.infer<typeof ShareCodeRequest>

/** Spec §3 Share bet: the code and a link that opens the slip with it. */
export const ShareCodeResponse = z.object({ code: z.string(), url: z.string() })
export type ShareCodeResponse = z.infer<typeof ShareCodeResponse>

export const ShareCodeQuery = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,16}$/, 'share code') })

/** A shared selection with its current state, so the slip restores it as the catalog has it now. */
export const SharedSelection = z.object({
  match_id: z.number().int(),
  match_urn_id: z.string(),
  match_slug: z.string(),
  match_name: z.string(),
  match_status: z.number().int(),
  sport_key: z.string(),
  category_name: z.string(),
  competitors: z.array(z.string()),
  provider: Provider,
  market_id: z.number().int(),
  market_name: z.string(),
  specifier: z.string(),
  market_status: z.number().int(),
  outcome_id: z.string(),
  outcome_name: z.string(),
  odds: z.number(),
  active: z.boolean(),
  /** Of an outright (spec §3), which the slip keeps to singles. */
  is_outright: z.boolean().default(false),
})
export type SharedSelection = z.infer<typeof SharedSelection>

/**
 * GET /bets/share-code?code=…: the shared bets; selections whose match or market is gone are left
 * out (spec §4), and a code whose selections are all gone answers an empty `bets` list.
 */
export const SharedBets = z.object({
  code: z.string(),
  bets: z.array(
    z.object({
      selections: z.array(SharedSelection),
      system_id: z.string().nullable(),
      /** A custom bet (bet builder), restored as one with its legs. */
      custom: z.boolean().default(false),
      /** A custom bet's joint price now (POST /bets/custom/odds), null when it cannot be priced now. */
      custom_odds: z.number().nullable().default(null),
    }),
  ),
})
export type SharedBets = z.infer<typeof SharedBets>
