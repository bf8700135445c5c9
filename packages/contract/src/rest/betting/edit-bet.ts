// Edit bet (issue #30 point 2, ADR 030): the bettor's changes to an open single or combo, the quote the
// confirm step shows, and the edit itself (the old bet cashed out and the new one placed in ONE unit).
import { z } from '../../zod.ts'
import { MAX_TICKET_SELECTIONS } from '@sportsbook/domain'
import { BetSelection, ServerBet } from './bets.ts'
import { AmountInput, BetMoney, MAX_WIRE_AMOUNT } from './money.ts'
import { BetSelectionInput } from './place-bets.ts'

export const EditBetParams = z.object({ bet_id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'bet id') })
export type EditBetParams = z.infer<typeof EditBetParams>

const position = z.number().int().nonnegative().max(MAX_TICKET_SELECTIONS)

/**
 * The changes, on the legs' positions as placed: `remove` drops legs, `swap` puts another outcome in a
 * leg's place, `add` appends legs; `stake_delta` (minor units, may be negative) is added to the
 * cash-out value to make the new stake. Settled legs never pass to the new bet.
 */
export const EditBetChanges = z.object({
  remove: z.array(position).max(MAX_TICKET_SELECTIONS).default([]),
  swap: z
    .array(z.object({ position, selection: BetSelectionInput }))
    .max(MAX_TICKET_SELECTIONS)
    .default([]),
  add: z.array(BetSelectionInput).max(MAX_TICKET_SELECTIONS).default([]),
  stake_delta: z.number().int().min(-MAX_WIRE_AMOUNT).max(MAX_WIRE_AMOUNT).default(0),
})
export type EditBetChanges = z.infer<typeof EditBetChanges>

/** One leg of the new bet as quoted: where it is and its odds now. */
export const EditedLeg = BetSelection.pick({
  match_id: true,
  match_name: true,
  market_id: true,
  market_name: true,
  specifier: true,
  outcome_id: true,
  outcome_name: true,
  odds: true,
})
export type EditedLeg = z.infer<typeof EditedLeg>

/** The other outcomes a leg (by its position as placed) can be swapped to now, at current odds. */
export const EditSwapOptions = z.object({
  position: z.number().int(),
  outcomes: z.array(z.object({ outcome_id: z.string(), outcome_name: z.string(), odds: z.number() })),
})
export type EditSwapOptions = z.infer<typeof EditSwapOptions>

/** POST /bets/{id}/edit/quote: what confirming the changes now would do. Nothing is written. */
export const EditBetQuote = z.object({
  /** The old bet's cash-out value now: the funded part of the new stake. */
  to_cashout: BetMoney,
  new_stake: BetMoney,
  type: z.enum(['single', 'combo']),
  selections: z.array(EditedLeg),
  /** The new bet's total odds at current prices. */
  odds: z.number(),
  potential_win: BetMoney,
  /** Per unsettled leg of the bet as placed: the other outcomes of its market open for bets now. */
  swaps: z.array(EditSwapOptions),
})
export type EditBetQuote = z.infer<typeof EditBetQuote>

/**
 * POST /bets/{id}/edit: the changes, the cash-out value and each new leg's odds as the quote showed
 * them (`odds`, in the quote's order). The bettor's odds-change preference judges both; an in-play
 * edit waits the live delay, and any move during it refuses the whole edit. Send an Idempotency-Key.
 */
export const EditBetRequest = EditBetChanges.extend({
  to_cashout: AmountInput,
  odds: z.array(z.number().gt(1).max(100_000)).min(1).max(MAX_TICKET_SELECTIONS),
  device_id: z.string().min(1).max(128),
})
export type EditBetRequest = z.infer<typeof EditBetRequest>

/** The old bet (cashed out for the edit, `edited_into` the new one), the new bet and the balance. */
export const EditBetResponse = z.object({
  old_bet: ServerBet,
  bet: ServerBet,
  cashed_out: BetMoney,
  balance: BetMoney,
})
export type EditBetResponse = z.infer<typeof EditBetResponse>
