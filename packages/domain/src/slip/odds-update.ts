import type { MarketId, MatchId } from '../ids.ts'
import type { OutcomeKey } from '../market/keys.ts'
import { isMarketOpen } from '../market/market-status.ts'
import { tryDecimalOdds } from '../odds/decimal-odds.ts'
import { oddsAccepted } from './accepted-odds.ts'
import { withBets } from './normalize.ts'
import type { Selection, SlipContext, Ticket } from './types.ts'
import { rescaledStake } from './win-stake.ts'

/** A market of one match as a live update or a refetch delivers it. */
export interface MarketSnapshot {
  readonly marketId: MarketId
  readonly specifier: string
  readonly status: number
  readonly outcomes: readonly {
    readonly outcomeId: OutcomeKey
    readonly active: boolean
    readonly odds: number
  }[]
}

/**
 * One selection after a market update (spec §4): a missing market changes nothing; a non-open
 * market or a missing or inactive outcome marks it suspended; otherwise the new odds are stored
 * and, per the accepted-odds policy, it is flagged changed or its accepted odds follow.
 */
export function updateSelection(
  s: Selection,
  markets: readonly MarketSnapshot[],
  ctx: SlipContext,
): Selection {
  const market = markets.find((m) => m.marketId === s.market.marketId && m.specifier === s.market.specifier)
  if (!market) return s
  const outcome = market.outcomes.find((o) => o.outcomeId === s.outcomeId)
  const odds = outcome && tryDecimalOdds(outcome.odds)
  if (!isMarketOpen(market.status) || !outcome?.active || !odds) {
    return s.isSuspended ? s : { ...s, isSuspended: true }
  }
  if (odds === s.odds && !s.isSuspended) return s
  const accept = oddsAccepted(ctx.acceptedOddsPolicy, s.acceptedOdds, odds)
  return {
    ...s,
    odds,
    active: true,
    isSuspended: false,
    isChanged: !accept,
    acceptedOdds: accept ? odds : s.acceptedOdds,
  }
}

/**
 * Applies the markets of one match to every selection of that match. A stake entered as a
 * potential win is rescaled by old/new total odds so the potential win the player typed holds
 * (a system's stake per line, by the summed odds of its lines: it keeps whole lines).
 */
export function applyMarketsUpdate(
  ticket: Ticket,
  matchId: MatchId,
  markets: readonly MarketSnapshot[],
  ctx: SlipContext,
): Ticket {
  let changed = false
  const bets = ticket.bets.map((bet) => {
    const selections = bet.selections.map((s) =>
      s.matchId === matchId ? updateSelection(s, markets, ctx) : s,
    )
    if (selections.every((s, i) => s === bet.selections[i])) return bet
    changed = true
    const next = { ...bet, selections }
    if (bet.stakeSource !== 'potential_win' || bet.betType === 'custom_bet') return next
    return { ...next, stake: rescaledStake(bet, next) }
  })
  return changed ? withBets(ticket, bets) : ticket
}

/** Sets a match's status on its selections (custom bets on a match neither prematch nor live drop). */
export function applyMatchStatus(ticket: Ticket, matchId: MatchId, matchStatus: number): Ticket {
  let changed = false
  const bets = ticket.bets.map((bet) => {
    if (!bet.selections.some((s) => s.matchId === matchId && s.matchStatus !== matchStatus)) return bet
    changed = true
    return {
      ...bet,
      selections: bet.selections.map((s) => (s.matchId === matchId ? { ...s, matchStatus } : s)),
    }
  })
  return changed ? withBets(ticket, bets) : ticket
}

/**
 * Marks selections of inactive providers unavailable and restores them when it is active again
 * (spec §6: bettable only while active); the ticket is then odds changed while any selection is
 * changed or unavailable, initial otherwise (spec §4).
 */
export function applyProviderStatuses(ticket: Ticket, ctx: SlipContext): Ticket {
  const active = ctx.activeProviders
  const bets = ticket.bets.map((bet) => ({
    ...bet,
    selections: bet.selections.map((s) => {
      const isNotAvailable = active !== undefined && !active.includes(s.provider)
      return s.isNotAvailable === isNotAvailable ? s : { ...s, isNotAvailable }
    }),
  }))
  return withBets(ticket, bets)
}
