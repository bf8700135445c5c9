// Shared shapes of the simulator's markets: a definition says how a market is named and settled,
// a quote says which (market id, specifier) pairs a match offers; prices come from scenarios.
import type { MarketGroupKey } from '@sportsbook/contract'

export type Side = 'home' | 'away'
export type Result = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose'
export type Pair = [number, number]

/** Final (or hypothetical final) facts of a match, enough to settle every market of its sport. */
export interface Facts {
  /** Goals/points/runs, or sets/maps won for set sports. */
  total: Pair
  /** Score of each period: halves, quarters, games per set, points per set, rounds/kills per map, innings runs. */
  periods: Pair[]
  /** Who won when the sport cannot end level (tie-breaks, overtime, super over). */
  winner: Side | null
  /** Scoring order (soccer next goal). */
  order?: Side[]
}

export type Spec = Record<string, string>

export interface MarketDef {
  id: number
  name(spec: Spec): string
  groups: MarketGroupKey[]
  priority: number
  outcomes(spec: Spec): { id: string; name: string }[]
  /** One result per outcome, in outcomes() order. */
  settle(spec: Spec, facts: Facts): Result[]
  /** The part of the facts settle reads (goal difference, total, a label...): pricing adds up the
   * scenarios by it and settles each distinct value once. settle must depend on nothing else. */
  project?(spec: Spec, facts: Facts): number | string
}

export interface MarketKey {
  marketId: number
  specifier: string
}

/** A weighted possible ending of the match (analytic enumeration or a Monte Carlo draw). */
export interface Scenario {
  p: number
  facts: Facts
}

export const parseSpec = (specifier: string): Spec =>
  Object.fromEntries(
    specifier
      .split('|')
      .filter(Boolean)
      .map((kv) => kv.split('=') as [string, string]),
  )

export const num = (spec: Spec, key: string): number => Number(spec[key] ?? 0)
