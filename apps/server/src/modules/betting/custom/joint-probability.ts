// The maths of a custom bet: the probability that every leg wins in the same ending of the match,
// summed over the scenarios the feed prices the match from, and the odds that follow with a margin.
import { type MarketDef, MAX_ODDS, MIN_ODDS, round2, type Scenario, type Spec } from '../../pricing/index.ts'

/** One leg: the outcome at `index` of the market `def` with specifier `spec`. */
export interface Leg {
  def: MarketDef
  spec: Spec
  index: number
}

/**
 * P(all legs win together) = Σ over scenarios of p × Π [leg wins]. Null when a leg can end in
 * anything but win or lose (a refund or half result has no place in a one-price bet).
 */
export function jointProbability(scenarios: readonly Scenario[], legs: readonly Leg[]): number | null {
  let joint = 0
  for (const s of scenarios) {
    let all = true
    for (const leg of legs) {
      const r = leg.def.settle(leg.spec, s.facts)[leg.index]
      if (r !== 'win' && r !== 'lose') return null
      if (r === 'lose') all = false
    }
    if (all) joint += s.p
  }
  return Math.min(1, joint)
}

/** Below the feed's threshold for an active outcome the legs are treated as unable to win together. */
export const MIN_JOINT_PROBABILITY = 0.0005

export type CustomPrice =
  { ok: true; odds: number } | { ok: false; reason: 'incompatible' | 'untradable' | 'not_win_lose' }

/**
 * Odds of the joint probability with the margin applied the way the feed prices a market
 * (1 / (p × (1 + margin)), two decimals, within MIN_ODDS..MAX_ODDS). A joint probability so high that
 * the price would fall under MIN_ODDS is untradable, as the feed suspends such a market.
 */
export function customOdds(p: number | null, margin: number): CustomPrice {
  if (p === null) return { ok: false, reason: 'not_win_lose' }
  if (p <= MIN_JOINT_PROBABILITY) return { ok: false, reason: 'incompatible' }
  if (p > 1 / (MIN_ODDS * (1 + margin))) return { ok: false, reason: 'untradable' }
  return { ok: true, odds: Math.min(MAX_ODDS, Math.max(MIN_ODDS, round2(1 / (p * (1 + margin))))) }
}
