// Comp points (spec §3): earned by settled stakes at COMP_POINTS_PER_EUR (docs/constants.md), counted
// on the stake in EUR at the reference rates; a void bet (stake refunded) earns none.
import { convert } from '../money/convert.ts'
import { EUR } from '../money/currency.ts'
import type { Money } from '../money/money.ts'
import type { RateLookup } from '../slip/restore.ts'

/** Points per whole euro of settled stake. */
export const COMP_POINTS_PER_EUR = 1

/** Points a settled stake earns: whole euros (rounded down) times the rate; 0 when no rate is known. */
export function compPointsFor(stake: Money, rate: RateLookup): number {
  const r = rate(stake.currency.code, EUR.code)
  if (r === undefined || stake.amount <= 0) return 0
  const eur = convert(stake, EUR, r, 'down')
  return Math.floor(eur.amount / 100) * COMP_POINTS_PER_EUR
}

export interface StatusLevel {
  readonly name: string
  readonly min_points: number
  readonly max_points: number | null
}

export interface StatusProgress<G extends StatusLevel> {
  readonly current: G | undefined
  readonly next: G | undefined
  /** Points still needed for the next status (0 at the top). */
  readonly pointsToNext: number
  /** 0..1 of the way from the current status's minimum to the next one's (1 at the top). */
  readonly fraction: number
}

/** Where `points` stand among status groups (sorted by min_points here). */
export function statusProgress<G extends StatusLevel>(
  points: number,
  groups: readonly G[],
): StatusProgress<G> {
  const sorted = [...groups].sort((a, b) => a.min_points - b.min_points)
  const current = sorted.filter((g) => points >= g.min_points).at(-1)
  const next = sorted.find((g) => g.min_points > points)
  if (!next) return { current, next, pointsToNext: 0, fraction: 1 }
  const from = current?.min_points ?? 0
  const span = next.min_points - from
  const fraction = span > 0 ? Math.min(1, Math.max(0, (points - from) / span)) : 0
  return { current, next, pointsToNext: next.min_points - points, fraction }
}
