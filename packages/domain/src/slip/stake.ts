import { multiply } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'
import type { Currency } from '../money/currency.ts'
import { linesOf, wholeLines } from './system-stake.ts'
import type { Bet, Ticket } from './types.ts'
import { stakeForWin } from './win-stake.ts'

const updateBet = (ticket: Ticket, key: string, change: (bet: Bet) => Bet): Ticket =>
  ticket.inProgress ? ticket : { ...ticket, bets: ticket.bets.map((b) => (b.key === key ? change(b) : b)) }

/** The bet with a total stake typed (stake source sharing); a system keeps whole lines of it. */
const staked = (b: Bet, stake: Money): Bet => ({
  ...b,
  stake: wholeLines(stake, linesOf(b)),
  stakeSource: 'sharing',
})

/** Sets a bet's total stake (stake source sharing); a system's is cut to whole lines. */
export function setStake(ticket: Ticket, key: string, stake: Money): Ticket {
  return updateBet(ticket, key, (b) => staked(b, stake))
}

/**
 * Sets what the bet's stake field holds: the stake per line, so a system takes lines × `stake`
 * exactly (docs/decisions/013-system-stake-per-line.md); any other bet is one line.
 */
export function setStakePerLine(ticket: Ticket, key: string, stake: Money): Ticket {
  return updateBet(ticket, key, (b) => ({ ...b, stake: multiply(stake, linesOf(b)), stakeSource: 'sharing' }))
}

/** Sets the same stake on every bet (the shared stake field of multi-singles). */
export function setSharedStake(ticket: Ticket, stake: Money): Ticket {
  if (ticket.inProgress) return ticket
  return { ...ticket, bets: ticket.bets.map((b) => staked(b, stake)) }
}

/** Sets the stake from a typed potential win (win-stake.ts); later odds moves rescale it. */
export function setPotentialWin(ticket: Ticket, key: string, potentialWin: Money): Ticket {
  return updateBet(ticket, key, (b) => ({
    ...b,
    stake: stakeForWin(b, potentialWin),
    stakeSource: 'potential_win',
  }))
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
