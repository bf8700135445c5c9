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
  const activeRangeIndex = boost.ranges.findIndex(
    (r) => suitableCount >= r.minCount && suitableCount <= r.maxCount,
  )
  const range = boost.ranges[activeRangeIndex]
  return range && { activeRangeIndex, range, suitableCount }
}
