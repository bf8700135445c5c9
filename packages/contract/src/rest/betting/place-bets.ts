import { z } from '../../zod.ts'
import { MAX_TICKET_SELECTIONS } from '@sportsbook/domain'
import { errorCodes } from '../../errors.ts'
import { ServerBet } from './bets.ts'
import { BetBonusInput } from '../bonuses/bonuses.ts'
import { AmountInput, BetMoney } from './money.ts'
import { LimitRefusal } from '../platform/limits.ts'
import { SystemIdInput } from './system-id.ts'

export * from './system-id.ts'

export * from './custom-bets.ts'

/** A selection as the slip saw it (spec §3 Bet placement payload): the odds are the ones shown. */
export const BetSelectionInput = z.object({
  match_id: z.number().int().positive().max(2_147_483_647),
  market_id: z.number().int().nonnegative().max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(64),
  odds: z.number().gt(1).max(100_000),
})
export type BetSelectionInput = z.infer<typeof BetSelectionInput>

/**
 * One bet of the payload. The type follows from the fields: `custom_odds` makes a custom bet (its
 * selections of one match at that one price, from POST /bets/custom/odds), `system_id` ("2/3" or a
 * named multiple such as "yankee", staked as lines × unit) a system, several selections a combo,
 * one selection a single. `bonus` is the comboboost or freebet the slip picked; the server re-checks it (a freebet stake is its amount and never comes from the balance).
 */
export const BetInput = z.object({
  stake: AmountInput,
  selections: z.array(BetSelectionInput).min(1).max(MAX_TICKET_SELECTIONS),
  system_id: SystemIdInput.optional(),
  custom_odds: z.number().gt(1).max(100_000).optional(),
  bonus: BetBonusInput.optional(),
})
export type BetInput = z.infer<typeof BetInput>

/** Spec §3 meta: `type` is the slip's kind of ticket; `quick` marks a one-click quick bet. */
export const PlaceBetsMeta = z.object({
  device_id: z.string().min(1).max(128),
  quick: z.boolean().default(false),
  type: z.enum(['single', 'multi_single', 'combo', 'system', 'custom_bet']),
})

/**
 * POST /bets. Every bet of the request is placed or none is (one transaction). Send an
 * `Idempotency-Key` header (1-128 visible ASCII chars): a retry with the same key and body returns
 * the first answer and never places twice.
 */
export const PlaceBetsRequest = z.object({
  meta: PlaceBetsMeta,
  bets: z.array(BetInput).min(1).max(MAX_TICKET_SELECTIONS),
})
export type PlaceBetsRequest = z.infer<typeof PlaceBetsRequest>

/** Accepted bets in request order, and the balance left. */
export const PlaceBetsResponse = z.object({ data: z.array(ServerBet), balance: BetMoney })
export type PlaceBetsResponse = z.infer<typeof PlaceBetsResponse>

/** The current state of a selection that made a bet fail, so the slip can update it. */
export const SelectionProblem = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  /** Current odds; null when the outcome is not offered at all. */
  odds: z.number().nullable(),
  active: z.boolean(),
})

/** Why one bet of the request was refused; `code` is numeric where spec §8 names one (101, 114…). */
export const BetError = z.object({
  /** Position of the bet in the request's `bets`. */
  index: z.number().int().nonnegative(),
  code: z.number().int().optional(),
  error_code: z.enum(errorCodes),
  message: z.string(),
  /** Text for the player (English until server-side translations exist); ERRORS[error_code].key is the i18n key. */
  localized_message: z.string(),
  selections: z.array(SelectionProblem).optional(),
  /** With code 120: the custom bet's current price. */
  custom_odds: z.number().optional(),
  /** A player limit refused the bet: which one and what it leaves. */
  limit: LimitRefusal.optional(),
})
export type BetError = z.infer<typeof BetError>

/** A refused POST /bets: the catalogue code of the first problem, and every problem per bet. */
export const PlaceBetsErrorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    localized_message: z.string().optional(),
    /** Numeric place-bet code of spec §8 (101 invalid odds, 114 PVE forbidden, 118, 120) when one applies. */
    bet_code: z.number().int().optional(),
    errors_by_bet: z.array(BetError).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})
export type PlaceBetsErrorBody = z.infer<typeof PlaceBetsErrorBody>

/** POST /bets/max-stake: the same bets (stake optional); the largest stake each could take now. */
export const MaxStakeRequest = z.object({
  bets: z
    .array(BetInput.extend({ stake: AmountInput.partial({ value: true }) }))
    .min(1)
    .max(MAX_TICKET_SELECTIONS),
})
export type MaxStakeRequest = z.infer<typeof MaxStakeRequest>

/** Per bet: min(stake limit, balance, stake at which the win hits the maximum payout). */
export const MaxStakeResponse = z.object({
  data: z.array(z.object({ index: z.number().int(), max_stake: BetMoney, min_stake: BetMoney })),
})
export type MaxStakeResponse = z.infer<typeof MaxStakeResponse>
