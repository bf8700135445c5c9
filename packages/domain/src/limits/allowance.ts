// What a money limit leaves, and whether a stake or deposit fits under every limit in force.
// Amounts are minor units of one currency; `used` is what counts so far in the limit's window.

export type StakeLimitType = 'bet' | 'wager' | 'loss'

export interface LimitUsage<T extends string = string> {
  type: T
  /** The limit, minor units. */
  amount: number
  /** What counts against it in its window: stakes (wager), net loss (loss), deposits (deposit); 0 for bet. */
  used: number
}

/** What can still be staked or deposited under one limit (never negative). */
export const remaining = (u: LimitUsage): number => Math.max(0, u.amount - u.used)

/**
 * What a limit leaves for the next stake or deposit: a bet limit caps each bet alone, so its whole
 * amount whatever was staked before; a windowed limit (wager, loss, deposit) what its window has left.
 */
export const leftForNext = (u: LimitUsage): number => (u.type === 'bet' ? u.amount : remaining(u))

/**
 * The limit a new amount would breach, with what it leaves, or null when every limit allows it.
 * A bet limit caps one stake; wager and deposit limits cap the window's total; a loss limit caps the
 * window's net loss, and a new stake counts at its worst case (lost in full). When several would be
 * breached, the one leaving least is named (the tightest).
 */
export function breachedLimit<T extends string>(
  usages: readonly LimitUsage<T>[],
  amount: number,
): { type: T; remaining: number } | null {
  let worst: { type: T; remaining: number } | null = null
  for (const u of usages) {
    const left = remaining(u)
    if (amount > left && (worst === null || left < worst.remaining)) worst = { type: u.type, remaining: left }
  }
  return worst
}

/** The most that can be staked or deposited now under every limit; null when none applies. */
export function allowance(usages: readonly LimitUsage[]): number | null {
  return usages.reduce<number | null>(
    (min, u) => (min === null ? remaining(u) : Math.min(min, remaining(u))),
    null,
  )
}

/** Net loss from stakes and returns (wins, refunds, cash-outs) in a window; a net win counts as 0. */
export const netLoss = (stakes: number, returns: number): number => Math.max(0, stakes - returns)
