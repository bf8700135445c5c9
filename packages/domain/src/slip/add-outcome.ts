import { MAX_TICKET_SELECTIONS } from '../constants.ts'
import { multiSingleAllowed, toSelection, type SelectionInput } from './selection.ts'
import { newBet, regularBets, selectionsOf } from './bet.ts'
import { withBets } from './normalize.ts'
import { removeOutcome } from './remove-outcome.ts'
import type { Bet, Selection, SlipContext, Ticket } from './types.ts'

/**
 * Toggles an outcome on the slip (spec §4): ignored while placing is in progress; an already
 * selected outcome is removed; a full slip (MAX_TICKET_SELECTIONS) takes no more; with no bets it creates a single (or a custom bet when `custom`);
 * added to singles it makes another single when multi-single is allowed, otherwise a combo;
 * added to a combo or system it joins it. A selection without market or match is dropped.
 */
export function toggleOutcome(
  ticket: Ticket,
  input: SelectionInput,
  ctx: SlipContext,
  options: { readonly custom?: boolean } = {},
): Ticket {
  if (ticket.inProgress) return ticket
  if (ticket.selectedOutcomeIds.includes(input.outcomeId)) return removeOutcome(ticket, input.outcomeId)
  const selection = toSelection(input)
  if (!selection || ticket.selectedOutcomeIds.length >= MAX_TICKET_SELECTIONS) return ticket
  if (options.custom) return ctx.customBetEnabled ? withBets(ticket, addToCustom(ticket, selection)) : ticket
  return withBets(ticket, addRegular(ticket, selection, ctx))
}

function addRegular(ticket: Ticket, selection: Selection, ctx: SlipContext): Bet[] {
  const regular = regularBets(ticket.bets)
  const others = ticket.bets.filter((b) => b.betType === 'custom_bet')
  const single = newBet('single', [selection], ticket.currency)
  const first = regular[0]
  if (!first) return [...ticket.bets, single]
  if (first.betType === 'single') {
    const all = [...selectionsOf(regular), selection]
    if (multiSingleAllowed(all, ctx)) return [...ticket.bets, single]
    // Singles merge into one combo that keeps the first single's stake.
    return [...others, { ...newBet('combo', all, ticket.currency), stake: first.stake }]
  }
  return [...others, { ...first, selections: [...first.selections, selection] }]
}

function addToCustom(ticket: Ticket, selection: Selection): Bet[] {
  const existing = ticket.bets.find(
    (b) => b.betType === 'custom_bet' && b.key === `custom:${selection.matchId}`,
  )
  if (!existing) return [...ticket.bets, newBet('custom_bet', [selection], ticket.currency)]
  // New legs invalidate the quoted custom odds: the server must price the combination again.
  const { customOdds: _stale, ...bet } = existing
  return ticket.bets.map((b) => (b === existing ? { ...bet, selections: [...bet.selections, selection] } : b))
}
