import { acceptSelection } from './selection.ts'
import { withBets } from './normalize.ts'
import type { Ticket } from './types.ts'

/**
 * Accepting odds changes (spec §4) returns to initial, removes suspended or unavailable
 * selections and resets the change flags of the others.
 */
export function acceptChanges(ticket: Ticket): Ticket {
  if (ticket.inProgress) return ticket
  const bets = ticket.bets.map((bet) => ({
    ...bet,
    selections: bet.selections.filter((s) => !s.isSuspended && !s.isNotAvailable).map(acceptSelection),
  }))
  return withBets({ ...ticket, ticketState: 'initial' }, bets)
}
