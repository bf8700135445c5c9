import { isPositive } from '../money/compare.ts'
import type { PlacedBet, Ticket, TicketError } from './types.ts'

/** Placing starts (spec §4): error cleared, in progress, bets with stake above 0 become processing. */
export function startPlacing(ticket: Ticket): Ticket {
  if (ticket.inProgress) return ticket
  const { error: _cleared, ...rest } = ticket
  return {
    ...rest,
    inProgress: true,
    ticketState: 'processing',
    processingBets: ticket.bets.filter((b) => isPositive(b.stake)).map((b) => b.key),
  }
}

/** Placing succeeded: placed bets are recorded and leave the slip. */
export function placingSucceeded(ticket: Ticket, placed: readonly PlacedBet[]): Ticket {
  const placedKeys = new Set(placed.map((p) => p.key))
  const bets = ticket.bets.filter((b) => !placedKeys.has(b.key))
  return {
    ...ticket,
    bets,
    selectedOutcomeIds: bets.flatMap((b) => b.selections.map((s) => s.outcomeId)),
    placedBets: placed,
    processingBets: [],
    inProgress: false,
    ticketState: 'success',
  }
}

/**
 * Placing failed. With a server code the ticket shows the error; without one (or when the
 * player is not logged in) it returns to initial and the caller raises the error (spec §4).
 * Either way the processing bets are cleared.
 */
export function placingFailed(ticket: Ticket, error: TicketError | undefined): Ticket {
  const { error: _old, ...rest } = ticket
  const base = { ...rest, inProgress: false, processingBets: [] }
  return error ? { ...base, ticketState: 'error', error } : { ...base, ticketState: 'initial' }
}

/** Returns to initial, e.g. when placing needs sign-in first (spec §4 "if not logged in"). */
export const placingCancelled = (ticket: Ticket): Ticket => placingFailed(ticket, undefined)
