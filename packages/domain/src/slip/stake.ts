import { multiplyOdds } from '../odds/decimal-odds.ts'
import { zero, type Money } from '../money/money.ts'
import { fromBigInt } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, scaledOdds } from '../odds/decimal-odds.ts'
import type { Currency } from '../money/currency.ts'
import type { Bet, Ticket } from './types.ts'

const updateBet = (ticket: Ticket, key: string, change: (bet: Bet) => Bet): Ticket =>
  ticket.inProgress ? ticket : { ...ticket, bets: ticket.bets.map((b) => (b.key === key ? change(b) : b)) }

/** Sets a typed stake on one bet (stake source sharing). */
export function setStake(ticket: Ticket, key: string, stake: Money): Ticket {
  return updateBet(ticket, key, (b) => ({ ...b, stake, stakeSource: 'sharing' }))
}

/** Sets the same stake on every bet (the shared stake field of multi-singles). */
export function setSharedStake(ticket: Ticket, stake: Money): Ticket {
  if (ticket.inProgress) return ticket
  return { ...ticket, bets: ticket.bets.map((b) => ({ ...b, stake, stakeSource: 'sharing' })) }
}

/**
 * Sets the stake from a typed potential win: stake = win / total odds, rounded up so the
 * potential win (rounded down) reaches what was typed. Later odds moves rescale it.
 */
export function setPotentialWin(ticket: Ticket, key: string, potentialWin: Money): Ticket {
  return updateBet(ticket, key, (b) => {
    const odds = b.customOdds ?? multiplyOdds(b.selections.map((s) => s.odds))
    const stake = divideRounded(BigInt(potentialWin.amount) * BigInt(ODDS_SCALE), scaledOdds(odds), 'up')
    return { ...b, stake: fromBigInt(stake, potentialWin.currency), stakeSource: 'potential_win' }
  })
}

/** Currency change (spec §4) zeroes stakes and resets the stake source to sharing. */
export function changeCurrency(ticket: Ticket, currency: Currency): Ticket {
  if (currency.code === ticket.currency.code) return ticket
  const bets = ticket.bets.map((b) => {
    const { bonus, ...rest } = b
    // A freebet is issued in one currency: it cannot follow the player to another.
    const keep = bonus && bonus.amount === undefined ? { bonus } : {}
    return { ...rest, ...keep, stake: zero(currency), stakeSource: 'sharing' as const }
  })
  return { ...ticket, currency, bets }
}

/** Sets the server-quoted odds of a custom bet. */
export function setCustomOdds(ticket: Ticket, key: string, customOdds: Bet['customOdds']): Ticket {
  return updateBet(ticket, key, (b) => (b.betType === 'custom_bet' && customOdds ? { ...b, customOdds } : b))
}
