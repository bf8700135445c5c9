import { MAX_TICKET_SELECTIONS } from '../constants.ts'
import { multiSingleAllowed, toSelection, type SelectionInput } from './selection.ts'
import { customBetKey, newBet, regularBets, selectionsOf } from './bet.ts'
import { withBets } from './normalize.ts'
import { removeOutcome } from './remove-outcome.ts'
import type { Bet, Selection, SlipContext, Ticket } from './types.ts'

/**
 * Toggles an outcome on the slip (spec §4): ignored while placing is in progress; an already
 * selected outcome is removed; a full slip (MAX_TICKET_SELECTIONS) takes no more; with no bets it
 * creates a single (or a custom bet when `custom`); added to a combo or system it joins it; added
 * to singles see `addRegular`. A selection without market or match is dropped.
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

/**
 * Whether a second pick turns the single into a combo by default (ADR 024): the brand wants
 * multiples first (`defaultBetType` combo, the default), and a combo can hold both picks: they
 * are of different matches and neither is an outright (bet as a single only).
 */
export function startsCombo(selections: readonly Selection[], ctx: SlipContext): boolean {
  if ((ctx.defaultBetType ?? 'combo') !== 'combo') return false
  if (selections.some((s) => s.isOutright)) return false
  return new Set(selections.map((s) => s.matchId)).size === selections.length
}

/**
 * Adding to singles (spec §4, ADR 024): one single and a pick it can combine with make a combo
 * when the brand defaults to combos; otherwise another single when multi-single is allowed for
 * the providers, else a combo. Several singles stay singles (the player or the brand chose them).
 */
function addRegular(ticket: Ticket, selection: Selection, ctx: SlipContext): Bet[] {
  const regular = regularBets(ticket.bets)
  const others = ticket.bets.filter((b) => b.betType === 'custom_bet')
  const single = newBet('single', [selection], ticket.currency)
  const first = regular[0]
  if (!first) return [...ticket.bets, single]
  if (first.betType === 'single') {
    const all = [...selectionsOf(regular), selection]
    const combo = regular.length === 1 && startsCombo(all, ctx)
    if (!combo && multiSingleAllowed(all, ctx)) return [...ticket.bets, single]
    // Singles merge into one combo that keeps the first single's stake.
    return [...others, { ...newBet('combo', all, ticket.currency), stake: first.stake }]
  }
  return [...others, { ...first, selections: [...first.selections, selection] }]
}

function addToCustom(ticket: Ticket, selection: Selection): Bet[] {
  const existing = ticket.bets.find(
    (b) => b.betType === 'custom_bet' && b.key === customBetKey(selection.matchId),
  )
  if (!existing) return [...ticket.bets, newBet('custom_bet', [selection], ticket.currency)]
  // New legs invalidate the quoted custom odds: the server must price the combination again.
  const { customOdds: _stale, ...bet } = existing
  return ticket.bets.map((b) => (b === existing ? { ...bet, selections: [...bet.selections, selection] } : b))
}
