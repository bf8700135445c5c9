import { freebetStakes } from '../bonus/freebet.ts'
import { boostBpOf, profitBoostedOdds } from '../bonus/profit-boost.ts'
import { quoteWin } from '../bonus/quote.ts'
import { isFreebetType } from '../bonus/types.ts'
import { add, subtract, sum } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'
import { multiplyOdds, tryDecimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { maxPayout, systemBreakdown, type SystemBreakdown } from './system-lines.ts'
import type { Bet, Ticket } from './types.ts'

/** The numbers the slip shows for one bet. */
export interface BetSummary {
  readonly key: string
  /** Product of the selections' odds (or the custom odds), before any bonus. */
  readonly totalOdds: DecimalOdds
  /** The bonus multiplier (comboboost range, lootbox), 1 when none. */
  readonly bonusOdds: number
  /** Total odds × bonus odds: what a 1-unit stake pays. */
  readonly boostedOdds: DecimalOdds
  /** Real money taken from the balance (0 for only-win and all-win freebets). */
  readonly cashStake: Money
  /** What a win pays, rounded down and capped by the maximum payout. */
  readonly potentialWin: Money
  /** What a loss gives back (the stake of a no-risk freebet). */
  readonly returnOnLoss: Money
  /** True when the maximum payout cut the potential win. */
  readonly capped: boolean
  readonly system?: SystemBreakdown
}

/** What the whole slip shows: every bet plus totals. */
export interface TicketSummary {
  readonly bets: readonly BetSummary[]
  /** Real money the slip takes from the balance: the cash at risk. */
  readonly totalStake: Money
  /** What freebets stake for the player (only-win and all-win freebets), apart from the cash. */
  readonly totalFreebet: Money
  readonly totalPotentialWin: Money
}

/** Odds of the bet's price as plain decimals; a bonus multiplier is applied on top. */
function priceOdds(bet: Bet): DecimalOdds[] {
  return bet.betType === 'custom_bet' && bet.customOdds ? [bet.customOdds] : bet.selections.map((s) => s.odds)
}

/** Summary of one bet (spec §3 totals): single, combo, system or custom, with its bonus applied. */
export function betSummary(bet: Bet, cap?: Money): BetSummary {
  const odds = priceOdds(bet)
  const totalOdds = multiplyOdds(odds)
  // A profit boost raises the profit, not the odds: its boosted odds are 1 + (d − 1)(1 + p).
  const profit = bet.bonus?.type === 'profit_boost' ? boostBpOf(bet.bonus.odds ?? 1) : undefined
  const bonusOdds = profit === undefined ? (bet.bonus?.odds ?? 1) : 1
  const boost = tryDecimalOdds(bonusOdds)
  const priced = boost ? [...odds, boost] : odds
  const limit = maxPayout(bet.stake.currency, cap)
  const boostedOdds = profit === undefined ? multiplyOdds(priced) : profitBoostedOdds(totalOdds, profit)
  const base = { key: bet.key, totalOdds, bonusOdds, boostedOdds }
  if (bet.betType === 'system') {
    const system = systemBreakdown(bet.stake, odds, bet.systemType ?? 0, limit)
    const none = zero(bet.stake.currency)
    const { potentialWin, capped } = system
    return { ...base, cashStake: bet.stake, potentialWin, returnOnLoss: none, capped, system }
  }
  // The potential win is what settlement pays when every selection wins (quoteWin uses its parts).
  const { win: potentialWin, capped } = quoteWin(bet.stake, odds, limit, bet.bonus)
  const none = zero(bet.stake.currency)
  if (bet.bonus && isFreebetType(bet.bonus.type)) {
    const r = freebetStakes(bet.bonus.type, bet.stake)
    return { ...base, cashStake: r.cashStake, potentialWin, returnOnLoss: r.onLoss, capped }
  }
  return { ...base, cashStake: bet.stake, potentialWin, returnOnLoss: none, capped }
}

/** Summary of the slip: each bet, the cash and freebet stakes and the total potential win (multi-singles add up). */
export function ticketSummary(ticket: Ticket, cap?: Money): TicketSummary {
  const bets = ticket.bets.map((b) => betSummary(b, cap))
  const none = zero(ticket.currency)
  return {
    bets,
    totalStake: sum(
      bets.map((b) => b.cashStake),
      none,
    ),
    totalFreebet: sum(
      ticket.bets.map((b, i) => subtract(b.stake, bets[i]?.cashStake ?? b.stake)),
      none,
    ),
    totalPotentialWin: bets.reduce((total, b) => add(total, b.potentialWin), none),
  }
}
