// A stake typed as the win wanted (spec §3 stake source potential_win) and how it follows odds
// moves. A system bet stays a whole number of lines: its stake per line is what is worked out.
import { multiply } from '../money/arithmetic.ts'
import { fromBigInt, money, type Money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { divideRounded } from '../money/rounding.ts'
import { multiplyOdds, ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { rescaleStake } from './rescale-stake.ts'
import { linesOf, perLine } from './system-stake.ts'
import { combinations } from './system-types.ts'
import type { Bet } from './types.ts'

/** The prices a bet pays on: every line of a system, else one line of all its selections. */
function linePrices(bet: Bet): DecimalOdds[][] {
  const odds = bet.selections.map((s) => s.odds)
  return bet.betType === 'system' && bet.systemType ? combinations(odds, bet.systemType.winCount) : [odds]
}

/** What 1 per line returns when every line wins (a combo's total odds; a system's lines summed). */
const winOdds = (lines: readonly DecimalOdds[][]): DecimalOdds =>
  lines.reduce((sum, line) => sum + multiplyOdds(line), 0) as DecimalOdds

/** What `unit` per line pays when every line wins, each line rounded down, before any cap. */
const allLinesPay = (unit: number, win: Money, lines: readonly DecimalOdds[][]): number =>
  lines.reduce((sum, line) => sum + multiplyByOdds(money(unit, win.currency), line, 'down').amount, 0)

/**
 * The stake for a typed potential win. One line: win / total odds rounded up (custom odds when
 * the bet has them), so the win rounded down reaches what was typed. A system: the least stake per
 * line whose lines, all winning, pay at least `win` (the top of its win range), times its lines.
 */
export function stakeForWin(bet: Bet, win: Money): Money {
  if (bet.betType !== 'system' || !bet.systemType) {
    const odds = bet.customOdds ?? multiplyOdds(bet.selections.map((s) => s.odds))
    const stake = divideRounded(BigInt(win.amount) * BigInt(ODDS_SCALE), scaledOdds(odds), 'up')
    return fromBigInt(stake, win.currency)
  }
  const lines = linePrices(bet)
  if (lines.length === 0) return money(0, win.currency)
  // The estimate is off by a unit at most (each unit more pays at least a minor unit per line).
  let unit = Math.max(0, Math.ceil(win.amount / winOdds(lines)))
  while (allLinesPay(unit, win, lines) < win.amount) unit += 1
  while (unit > 0 && allLinesPay(unit - 1, win, lines) >= win.amount) unit -= 1
  return multiply(money(unit, win.currency), lines.length)
}

/**
 * The stake of a typed win after the odds moved from `before` to `after`: the stake per line is
 * rescaled by old / new odds of its lines (rounded down, so the win stays at or under what was
 * typed), times the lines: a system keeps whole lines.
 */
export function rescaledStake(before: Bet, after: Bet): Money {
  const [from, to] = [linePrices(before), linePrices(after)]
  if (from.length === 0 || from.length !== to.length) return before.stake
  const lines = linesOf(after)
  return multiply(rescaleStake(perLine(before.stake, lines), winOdds(from), winOdds(to)), lines)
}
