import type { Comboboost, ComboboostRange } from './types.ts'

/** The comboboost a set of selection odds earns, or undefined when no range matches. */
export interface ActiveComboboost {
  readonly activeRangeIndex: number
  readonly range: ComboboostRange
  readonly suitableCount: number
}

/**
 * Comboboost odds come from the range matching the number of selections whose odds reach the
 * boost's minimum odds (spec §3 suitableSelections, activeRangeIndex; §5).
 */
export function activeComboboost(boost: Comboboost, odds: readonly number[]): ActiveComboboost | undefined {
  const suitableCount = odds.filter((o) => o >= boost.minOdds).length
  const activeRangeIndex = rangeIndexOf(boost.ranges, suitableCount)
  const range = boost.ranges[activeRangeIndex]
  return range && { activeRangeIndex, range, suitableCount }
}

/**
 * The index of the range holding `count` legs (-1 for none): comboboost's tier table, which the acca
 * bonus reads too (acca.ts: its tiers are comboboost ranges whose multiplier applies to the winnings).
 */
export const rangeIndexOf = (ranges: readonly ComboboostRange[], count: number): number =>
  ranges.findIndex((r) => count >= r.minCount && count <= r.maxCount)
