import { needsAttention, isCustomBettable } from './selection.ts'
import { nextSystemType } from './system-types.ts'
import { rebuildBet, selectionsOf } from './bet.ts'
import { asSystem, freebetFixesStake, stakePerLine } from './system-stake.ts'
import type { Bet, Ticket, TicketState } from './types.ts'

/**
 * Brings a bet back in line with spec §4 after its selections changed: a system whose count no
 * longer matches becomes another matching system type or a combo, a combo reduced to one
 * selection becomes a single, a custom bet with a selection neither prematch nor live is
 * dropped, and an empty bet is dropped (undefined). A system keeps its stake per line and a
 * whole number of lines (system-stake.ts); as a combo it keeps that stake per line as its stake.
 */
export function normalizeBet(bet: Bet): Bet | undefined {
  const count = bet.selections.length
  if (count === 0) return undefined
  if (bet.betType === 'custom_bet') return bet.selections.every(isCustomBettable) ? bet : undefined
  if (bet.betType === 'system') {
    const type = nextSystemType(bet.systemType, count)
    if (type) return asSystem(bet, type)
    const stake = freebetFixesStake(bet) ? bet.stake : stakePerLine(bet)
    return normalizeBet({ ...rebuildBet(bet, 'combo', bet.selections), stake })
  }
  if (bet.betType === 'combo' && count === 1) return rebuildBet(bet, 'single', bet.selections)
  return bet
}

/**
 * The state after adding, removing, restoring or updating selections (spec §4): odds changed
 * if any selection changed or is unavailable, otherwise initial. A ticket being placed stays
 * processing so a tick cannot interrupt placement.
 */
export function stateAfterChange(ticket: Ticket, bets: readonly Bet[]): TicketState {
  if (ticket.ticketState === 'processing') return 'processing'
  return selectionsOf(bets).some(needsAttention) ? 'odds_changed' : 'initial'
}

/** Normalises every bet, recomputes selectedOutcomeIds and the ticket state. */
export function withBets(ticket: Ticket, bets: readonly Bet[]): Ticket {
  const normalized = bets.map(normalizeBet).filter((b): b is Bet => b !== undefined)
  const ticketState = stateAfterChange(ticket, normalized)
  // A shown error belongs to the last attempt; any change to the slip starts a new one.
  const { error: _error, ...rest } = ticket
  return {
    ...rest,
    bets: normalized,
    selectedOutcomeIds: selectionsOf(normalized).map((s) => s.outcomeId),
    ticketState,
  }
}
