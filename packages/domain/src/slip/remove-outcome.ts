import type { OutcomeKey } from '../market/keys.ts'
import { withBets } from './normalize.ts'
import type { Ticket } from './types.ts'

/** Removes an outcome from every bet; bets left empty or too short are normalised (spec §4). */
export function removeOutcome(ticket: Ticket, outcomeId: OutcomeKey): Ticket {
  if (ticket.inProgress) return ticket
  const bets = ticket.bets.map((bet) => {
    if (!bet.selections.some((s) => s.outcomeId === outcomeId)) return bet
    const { customOdds: _stale, ...rest } = bet
    return { ...rest, selections: bet.selections.filter((s) => s.outcomeId !== outcomeId) }
  })
  return withBets(ticket, bets)
}

/** Removes every bet. */
export const clearTicket = (ticket: Ticket): Ticket => (ticket.inProgress ? ticket : withBets(ticket, []))
