// Jackpot rules (spec §3 Jackpot): which bets qualify, the share of a stake each level takes, and the
// must-drop draw that turns contributions into hits. Pure: the server counts, the web shows.

/** 1 % in basis points: a level's `rateBp` of 50 takes 0.5 % of each qualifying stake. */
export const BASIS_POINTS = 10_000

/** What a jackpot asks of a bet (amounts in minor units of `currency`). */
export interface JackpotRule {
  currency: string
  /** Least total odds of the bet (decimal). */
  minOdds: number
  /** Least real-money stake. */
  minStake: number
}

/** A placed bet as the jackpot sees it: only the stake that came from the balance counts. */
export interface JackpotBet {
  currency: string
  odds: number
  /** Real money of the stake: 0 for a freebet, the whole stake otherwise. */
  cashStake: number
}

/** A bet qualifies with a real-money stake of at least `minStake` in the jackpot's currency at `minOdds` or more. */
export function qualifiesForJackpot(rule: JackpotRule, bet: JackpotBet): boolean {
  return (
    bet.currency === rule.currency &&
    bet.cashStake > 0 &&
    bet.cashStake >= rule.minStake &&
    bet.odds >= rule.minOdds
  )
}

/** A level's share of a stake, rounded down to the minor unit (the player never pays a rounding). */
export function jackpotShare(cashStake: number, rateBp: number): number {
  return Math.floor((cashStake * rateBp) / BASIS_POINTS)
}

export interface JackpotLevelState {
  /** Pool now: seed plus the contributions counted since the last drop. */
  pool: number
  seed: number
  /** Must-drop amount: the level drops on the contribution that takes the pool to it or above. */
  dropAt: number
}

export interface Contribution<T> {
  amount: number
  /** What the caller needs back for a hit (bet, player, contribution id). */
  ref: T
}

export interface LevelDraw<T> {
  /** Pool after counting every contribution (back to the seed after a drop, plus what came after). */
  pool: number
  /** One hit per drop, in order: the winning contribution and the whole pool it took. */
  hits: { ref: T; amount: number }[]
}

/**
 * Counts contributions into a level in the order given (the server's counting order): each adds its
 * amount; the one that takes the pool to `dropAt` or above wins the whole pool, and the pool starts
 * again from the seed. Deterministic: the same pool and contributions always give the same hits.
 * Conservation: pool before + Σ amounts + seed × hits = pool after + Σ hit amounts.
 */
export function drawLevel<T>(
  level: JackpotLevelState,
  contributions: readonly Contribution<T>[],
): LevelDraw<T> {
  let pool = level.pool
  const hits: LevelDraw<T>['hits'] = []
  for (const c of contributions) {
    pool += c.amount
    if (pool >= level.dropAt) {
      hits.push({ ref: c.ref, amount: pool })
      pool = level.seed
    }
  }
  return { pool, hits }
}
