import type { BetResult } from '../bet/bet-status.ts'
import { fromBigInt, money, zero, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'
import { linesPayout } from './line-payout.ts'
import { maxPayout } from '../slip/max-payout.ts'
import { systemLines } from '../slip/system-types.ts'
import type { SelectionOutcome } from './selection-result.ts'

/** A placed bet's facts settlement needs: stake in play, accepted odds and how each selection settled. */
export interface SettleInput {
  readonly stake: Money
  readonly odds: readonly DecimalOdds[]
  /** Null for a selection not settled yet: allowed only when `canSettle` says the bet is decided. */
  readonly outcomes: readonly (SelectionOutcome | null)[]
  /** For an N-of-M system, N; absent for singles and combos (one line of every selection). */
  readonly systemWinCount?: number
  /**
   * For a named multiple (full cover, ADR 034), the sizes of its lines (a Yankee: 2, 3 and 4); its
   * lines' returns are summed and rounded down once at bet level. Takes precedence over systemWinCount.
   */
  readonly systemSizes?: readonly number[]
  /** The operator's maximum payout; MAX_PAYOUT_MAJOR units of the currency when absent. */
  readonly cap?: Money
  /**
   * A bonus multiplier (comboboost range odds) applied when the bet wins entirely, inside the same
   * rounding as the odds: ⌊stake × odds × boost⌋, exactly what the slip quoted.
   */
  readonly boost?: DecimalOdds
}

export interface Settlement {
  readonly result: BetResult
  /** What the player is paid (0 on a loss), rounded down and capped by the maximum payout. */
  readonly payout: Money
}

/** The bet result of spec §3 from the payout and the selections' outcomes. */
function resultOf(payout: Money, outcomes: readonly SelectionOutcome[]): BetResult {
  if (outcomes.every((o) => o === 'void')) return 'canceled'
  if (payout.amount === 0) return 'lose_entire'
  if (outcomes.every((o) => o === 'void' || o === 'refund')) return 'refund_entire'
  if (outcomes.includes('half_lose')) return 'refund_half_lose_other'
  if (outcomes.includes('half_win')) return 'refund_half_win_other'
  return 'win_entire'
}

/**
 * Settles a single, combo, N-of-M system or named multiple: every line pays its stake × the product
 * of its selections' return factors (a void or refunded leg counts as odds 1), rounded down per line
 * (a named multiple: the sum once, ADR 034); a system splits the stake over its lines like
 * `systemBreakdown`; the total is capped by the maximum payout.
 */
export function settleBet(input: SettleInput): Settlement {
  const { stake, odds, outcomes, systemWinCount, systemSizes, cap } = input
  if (odds.length !== outcomes.length || odds.length === 0) {
    throw new RangeError('settleBet needs one outcome per selection')
  }
  const isSystem = systemWinCount !== undefined || systemSizes !== undefined
  if (!canSettle(outcomes, isSystem)) throw new RangeError('the bet is not decided yet')
  if (outcomes.includes('lose') && !isSystem) {
    return { result: 'lose_entire', payout: zero(stake.currency) }
  }
  const settled = outcomes as readonly SelectionOutcome[]
  const picks = odds.map((o, i) => [o, settled[i] as SelectionOutcome] as const)
  const type = systemSizes ? { winCount: 0, sizes: systemSizes } : { winCount: systemWinCount ?? 0 }
  const lines = isSystem ? systemLines(picks, type) : [picks]
  const rounding = systemSizes === undefined ? 'per_line' : 'per_bet'
  const perLine = !isSystem
    ? stake
    : money(
        Number(divideRounded(BigInt(stake.amount), BigInt(Math.max(lines.length, 1)), 'down')),
        stake.currency,
      )
  // Summed and capped in exact integers: an uncapped total may pass the largest safe amount.
  const limit = BigInt(maxPayout(stake.currency, cap).amount)
  const total = (boost?: DecimalOdds) => {
    const all = linesPayout(perLine, lines, rounding, boost)
    return fromBigInt(all < limit ? all : limit, stake.currency)
  }
  const plain = total()
  const result = resultOf(plain, settled)
  // A boost pays only on a bet that wins entirely (void and refunded legs count as odds 1); a
  // half-settled leg cancels it.
  if (input.boost === undefined || result !== 'win_entire') return { result, payout: plain }
  return { result, payout: total(input.boost) }
}

/**
 * Whether a bet can be settled now: every selection settled, or (single or combo) one already
 * lost, which decides it whatever the others do. A system waits for all its selections.
 */
export function canSettle(outcomes: readonly (SelectionOutcome | null)[], isSystem: boolean): boolean {
  if (outcomes.every((o) => o !== null)) return true
  return !isSystem && outcomes.includes('lose')
}
