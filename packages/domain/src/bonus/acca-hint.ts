import {
  accaBonusLegs,
  accaBonusPercent,
  accaInsured,
  type AccaBet,
  type AccaBonusRule,
  type AccaInsuranceRule,
} from './acca.ts'

/** The slip tells "add N more legs" for an acca offer only when at most this many are missing. */
export const ACCA_HINT_MAX_MISSING = 2

/** What the slip says of a combo and the acca offers: what it earns now, and what is close. */
export interface AccaHint {
  readonly insured: boolean
  /** Legs at the insurance's minimum odds still to add (1..ACCA_HINT_MAX_MISSING), when close. */
  readonly insuranceMissing?: number
  /** The acca bonus percentage the combo earns as it stands (0: none). */
  readonly bonusPercent: number
  /** The next bonus tier, when at most ACCA_HINT_MAX_MISSING legs away. */
  readonly nextBonus?: { readonly legs: number; readonly percent: number }
}

const close = (n: number) => n >= 1 && n <= ACCA_HINT_MAX_MISSING

/** The hint for a combo of pre-match legs (live legs qualify for neither offer). */
export function accaHint(
  bet: AccaBet,
  insurance: AccaInsuranceRule | undefined,
  bonus: AccaBonusRule | undefined,
): AccaHint {
  const combo = bet.type === 'combo' && bet.legs.every((l) => l.prematch !== false)
  const insured = !!insurance && accaInsured(insurance, bet)
  const missing =
    insurance && combo && !insured && bet.legs.every((l) => l.odds >= insurance.minOdds)
      ? insurance.minLegs - bet.legs.length
      : 0
  const count = bonus && combo ? accaBonusLegs(bonus, bet.legs) : 0
  const bonusPercent = bonus && combo ? accaBonusPercent(bonus, count) : 0
  const next = bonus && combo ? bonus.ranges.find((r) => r.minCount > count) : undefined
  const nextPercent = next && bonus ? accaBonusPercent(bonus, next.minCount) : 0
  return {
    insured,
    bonusPercent,
    ...(close(missing) && { insuranceMissing: missing }),
    ...(next && close(next.minCount - count) && nextPercent > bonusPercent
      ? { nextBonus: { legs: next.minCount - count, percent: nextPercent } }
      : {}),
  }
}
