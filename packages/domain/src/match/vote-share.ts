import { MATCH_STATUS } from './match-status.ts'

/** Votes are taken until the match ends: prematch, live and stopped (a break) matches. */
export function isVoteOpen(status: number): boolean {
  return status === MATCH_STATUS.PREMATCH || status === MATCH_STATUS.LIVE || status === MATCH_STATUS.STOPPED
}

/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder; ties go to the
 * earlier option), or all 0 when nobody voted.
 */
export function voteShares(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0)
  if (total <= 0) return counts.map(() => 0)
  const exact = counts.map((c) => (c * 100) / total)
  const shares = exact.map(Math.floor)
  let left = 100 - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = shares[i]! + 1
    left--
  }
  return shares
}
