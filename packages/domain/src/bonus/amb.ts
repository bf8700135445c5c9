/** An amount-based freebet campaign's rules (amounts in minor units of its currency). */
export interface AmbRules {
  /** Qualifying settled bets per freebet. */
  readonly betsPerFreebet: number
  /** Freebets a player can get from the campaign at most. */
  readonly maxFreebets: number
  /** Each freebet's amount. */
  readonly amount: number
  /** A qualifying bet's real-money stake and total odds reach these. */
  readonly minStake: number
  readonly minOdds: number
}

/** A player's progress (spec §3 amount-based freebet progress item). */
export interface AmbProgress {
  readonly betsCount: number
  readonly freebetsCount: number
  readonly issuedAmount: number
}

export const AMB_START: AmbProgress = { betsCount: 0, freebetsCount: 0, issuedAmount: 0 }

/** Whether a settled bet counts: decided (not void), real money at or above the minimum, odds too. */
export const ambQualifies = (
  rules: AmbRules,
  bet: { readonly totalOdds: number; readonly cashStake: number; readonly outcome: 'win' | 'loss' | 'void' },
) =>
  bet.outcome !== 'void' &&
  bet.cashStake > 0 &&
  bet.cashStake >= rules.minStake &&
  bet.totalOdds >= rules.minOdds

/** Whether the player has had every freebet of the campaign. */
export const ambDone = (rules: AmbRules, p: AmbProgress) => p.freebetsCount >= rules.maxFreebets

/**
 * Counts one qualifying bet: every `betsPerFreebet`-th bet issues a freebet of `amount`, until
 * `maxFreebets` were issued (then bets no longer count).
 */
export function ambAdvance(rules: AmbRules, p: AmbProgress): { progress: AmbProgress; issue: boolean } {
  if (ambDone(rules, p) || rules.betsPerFreebet <= 0) return { progress: p, issue: false }
  const betsCount = p.betsCount + 1
  const issue = betsCount % rules.betsPerFreebet === 0
  return {
    progress: {
      betsCount,
      freebetsCount: p.freebetsCount + (issue ? 1 : 0),
      issuedAmount: p.issuedAmount + (issue ? rules.amount : 0),
    },
    issue,
  }
}

/** Bets counted toward the next freebet (0..betsPerFreebet-1; betsPerFreebet once done). */
export function ambTowardNext(rules: AmbRules, p: AmbProgress): number {
  if (ambDone(rules, p)) return rules.betsPerFreebet
  return p.betsCount % rules.betsPerFreebet
}
