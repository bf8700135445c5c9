import type { Currency } from '../money/currency.ts'
import { convert } from '../money/convert.ts'
import { zero, type Money } from '../money/money.ts'
import { multiply } from '../money/arithmetic.ts'
import { betKey } from './bet.ts'
import { withBets } from './normalize.ts'
import { lineCount, perLine } from './system-stake.ts'
import { toSelection, type SelectionInput } from './selection.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'
import type { Bet, BetType, SystemType, Ticket } from './types.ts'

/** A bet as kept in session storage or decoded from a share code. */
export interface StoredBet {
  readonly betType: BetType
  readonly stake?: Money
  readonly stakeSource?: Bet['stakeSource']
  readonly selections: readonly SelectionInput[]
  readonly systemType?: SystemType
  /** A custom bet's joint price when it was stored or shared (priced again before placing if stale). */
  readonly customOdds?: DecimalOdds
}

/** Units of `to` per unit of `from`, or undefined when no rate is known. */
export type RateLookup = (from: string, to: string) => number | undefined

/** An empty slip in the player's currency. */
export const emptyTicket = (currency: Currency): Ticket => ({
  bets: [],
  selectedOutcomeIds: [],
  inProgress: false,
  processingBets: [],
  placedBets: [],
  ticketState: 'initial',
  currency,
})

/** The stake in the player's currency; without a known rate it resets to 0 rather than guess. */
function restoreStake(stake: Money | undefined, currency: Currency, rate: RateLookup): Money {
  if (!stake || stake.currency.code === currency.code) return stake ?? zero(currency)
  const r = rate(stake.currency.code, currency.code)
  return r === undefined ? zero(currency) : convert(stake, currency, r, 'down')
}

/**
 * A stored bet's stake in the player's currency. A system's is converted per line and taken
 * whole lines of it: a stored total that did not divide (kept before ADR 013) loses the cents
 * that no line would have played.
 */
function restoredStake(s: StoredBet, currency: Currency, rate: RateLookup): Money {
  const lines = s.betType === 'system' && s.systemType ? lineCount(s.systemType) : 1
  if (lines <= 1 || !s.stake) return restoreStake(s.stake, currency, rate)
  return multiply(restoreStake(perLine(s.stake, lines), currency, rate), lines)
}

/**
 * Restores bets from storage or a share code (spec §4): selections without market or match are
 * dropped, empty bets dropped, stakes converted to the player's currency (a system's per line),
 * types normalised.
 */
export function restoreBets(ticket: Ticket, stored: readonly StoredBet[], rate: RateLookup): Ticket {
  if (ticket.inProgress) return ticket
  // Restoring replaces the slip, and an outcome keeps only its first bet.
  const taken = new Set<string>()
  const bets: Bet[] = stored.map((s) => {
    const selections = s.selections.map(toSelection).flatMap((x) => (x && !taken.has(x.outcomeId) ? [x] : []))
    selections.forEach((x) => taken.add(x.outcomeId))
    return {
      key: betKey(s.betType, selections),
      betType: s.betType,
      selections,
      stake: restoredStake(s, ticket.currency, rate),
      stakeSource: s.stakeSource ?? 'sharing',
      ...(s.systemType ? { systemType: s.systemType } : {}),
      ...(s.betType === 'custom_bet' && s.customOdds ? { customOdds: s.customOdds } : {}),
    }
  })
  return withBets(ticket, bets)
}

/** What to keep in session storage for a later `restoreBets`. */
export const storedBets = (ticket: Ticket): StoredBet[] =>
  ticket.bets.map(({ betType, stake, stakeSource, selections, systemType, customOdds }) => ({
    betType,
    stake,
    stakeSource,
    selections,
    ...(systemType ? { systemType } : {}),
    ...(customOdds ? { customOdds } : {}),
  }))
