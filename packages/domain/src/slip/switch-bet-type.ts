import { multiply } from '../money/arithmetic.ts'
import { zero } from '../money/money.ts'
import { newBet, regularBets, selectionsOf } from './bet.ts'
import { withBets } from './normalize.ts'
import { multiSingleAllowed } from './selection.ts'
import { asSystem, lineCount, stakePerLine } from './system-stake.ts'
import { allSystemTypesFor, systemTypesFor } from './system-types.ts'
import type { Bet, SlipContext, Ticket } from './types.ts'

/** Why switching the slip's bet type is blocked (spec §5), or undefined when it is permitted. */
export type SwitchBlock =
  | 'already-active'
  | 'single-selection'
  | 'custom-bet'
  | 'multi-single-unavailable'
  | 'no-system-type'
  | 'system-oddin'

/** The slip's current regular bet type: single (one or many), combo, system, or none. */
export function currentBetType(ticket: Ticket): 'single' | 'combo' | 'system' | 'custom_bet' | undefined {
  const regular = regularBets(ticket.bets)
  return regular[0]?.betType ?? ticket.bets[0]?.betType
}

/**
 * Checks spec §5: blocked when the type is already active, for a single selection, for a custom
 * bet, to single with several selections and multi-single unavailable, or to system without a
 * matching system type (or with Oddin selections, which systems cannot hold).
 */
export function switchBlock(
  ticket: Ticket,
  to: 'single' | 'combo' | 'system',
  ctx: SlipContext,
): SwitchBlock | undefined {
  const current = currentBetType(ticket)
  const selections = selectionsOf(regularBets(ticket.bets))
  if (current === 'custom_bet') return 'custom-bet'
  if (current === to) return 'already-active'
  if (selections.length <= 1) return 'single-selection'
  if (to === 'single' && !multiSingleAllowed(selections, ctx)) return 'multi-single-unavailable'
  if (to === 'system' && systemTypesFor(selections.length).length === 0) return 'no-system-type'
  if (to === 'system' && selections.some((s) => s.provider === 'oddin')) return 'system-oddin'
  return undefined
}

/** Converts the regular bets to another type (spec §4); the ticket is unchanged when blocked. */
export function switchBetType(ticket: Ticket, to: 'single' | 'combo' | 'system', ctx: SlipContext): Ticket {
  if (ticket.inProgress || switchBlock(ticket, to, ctx)) return ticket
  const regular = regularBets(ticket.bets)
  const custom = ticket.bets.filter((b) => b.betType === 'custom_bet')
  const selections = selectionsOf(regular)
  // What the stake field holds carries over from the first bet so the player does not type it
  // again: a system's stake per line becomes the stake, a stake becomes a system's stake per line.
  const stake = regular[0] ? stakePerLine(regular[0]) : zero(ticket.currency)
  const type = to === 'system' ? systemTypesFor(selections.length)[0] : undefined
  const converted: Bet[] =
    to === 'single'
      ? selections.map((s) => ({ ...newBet('single', [s], ticket.currency), stake }))
      : [
          {
            ...newBet(to, selections, ticket.currency),
            ...(type ? { systemType: type, stake: multiply(stake, lineCount(type)) } : { stake }),
          },
        ]
  return withBets(ticket, [...converted, ...custom])
}

/** Picks one of the matching system types for the system bet; its stake per line stays. */
export function setSystemType(ticket: Ticket, systemTypeId: string): Ticket {
  const bets = ticket.bets.map((bet) => {
    if (bet.betType !== 'system') return bet
    const type = allSystemTypesFor(bet.selections.length).find((t) => t.id === systemTypeId)
    return type ? asSystem(bet, type) : bet
  })
  return bets.every((b, i) => b === ticket.bets[i]) ? ticket : withBets(ticket, bets)
}
