import { z } from '../../zod.ts'
import { BET_RESULTS, BET_STATUSES } from '@sportsbook/domain'
import { BetMoney } from './money.ts'

/** What happened to a bet. */
export const BET_HISTORY_EVENTS = [
  'placed',
  'settled',
  'cashed_out',
  'partially_cashed_out',
  /** Spec §4 VIP bets: held for a trader's review, then accepted or rejected (stake returned). */
  'vip_review',
  'vip_accepted',
  'vip_rejected',
] as const
export const BetHistoryEvent = z.enum(BET_HISTORY_EVENTS)
export type BetHistoryEvent = z.infer<typeof BetHistoryEvent>

/**
 * Who or what caused it: the player (placement, cash-out), settlement of the feed's results, or the
 * player's auto cash-out rule firing on a re-pricing (issue #30), or the player's edit of the bet
 * (cashed out for it, ADR 030).
 */
export const BetHistoryActor = z.enum([
  'player',
  'settlement',
  'auto_cashout',
  'edit',
  'early_payout',
  'trader',
])
export type BetHistoryActor = z.infer<typeof BetHistoryActor>

/** One change of a bet (GLI-33 bet history), oldest first in the list. */
export const BetHistoryEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  event: BetHistoryEvent,
  /** null at placement. */
  from_status: z.enum(BET_STATUSES).nullable(),
  to_status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULTS),
  /** The stake placed, the payout settled, or what a cash-out paid. */
  amount: BetMoney,
  /** The stake still in play after the change. */
  stake: BetMoney,
  actor: BetHistoryActor,
})
export type BetHistoryEntry = z.infer<typeof BetHistoryEntry>

/** GET /bets/{id}/history: the owner's bet only (404 otherwise). */
export const BetHistory = z.object({ data: z.array(BetHistoryEntry) })
export type BetHistory = z.infer<typeof BetHistory>

export const BetHistoryParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a bet id') })
export type BetHistoryParams = z.infer<typeof BetHistoryParams>
