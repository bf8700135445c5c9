// Prices outcomes from scenario probabilities with a bookmaker margin (proportional overround).
import type { Outcome } from '@sportsbook/contract'
import { parseSpec, type MarketDef, type Result, type Scenario, type Spec } from './types.ts'

/** Overround of main markets and of the rest; documented in docs/constants.md. */
export const MAIN_MARGIN = 0.05
export const OTHER_MARGIN = 0.07
export const MIN_ODDS = 1.01
export const MAX_ODDS = 500

export interface Priced {
  outcomes: Outcome[]
  /** Every scenario settles the same way: the market is decided already. */
  decided: Result[] | null
  /** Too lopsided to trade (or void in every scenario). */
  untradable: boolean
  /** Distance from 50/50 of the two likeliest outcomes; lower = more balanced line. */
  imbalance: number
}

export function price(def: MarketDef, specifier: string, scenarios: Scenario[], margin: number): Priced {
  const spec = parseSpec(specifier)
  const outs = def.outcomes(spec)
  const n = outs.length
  const win = new Float64Array(n)
  const back = new Float64Array(n)
  let first: Result[] | null = null
  let same = true
  for (const s of project(def, spec, scenarios)) {
    const rs = def.settle(spec, s.facts)
    if (!first) first = rs
    const p = s.p
    for (let i = 0; i < n; i++) {
      const r = rs[i]
      if (same && r !== first[i]) same = false
      if (r === 'lose') continue
      if (r === 'win') win[i] = (win[i] ?? 0) + p
      else if (r === 'half_win') {
        win[i] = (win[i] ?? 0) + p / 2
        back[i] = (back[i] ?? 0) + p / 2
      } else if (r === 'refund') back[i] = (back[i] ?? 0) + p
      else if (r === 'half_lose') back[i] = (back[i] ?? 0) + p / 2
    }
  }
  // Fair probability equivalent: odds o with p_win*o + p_back = 1 (refunds and half results included).
  const q = outs.map((_, i) => {
    const denom = 1 - (back[i] ?? 0)
    return denom <= 1e-9 ? 0 : Math.max(0, (win[i] ?? 0) / denom)
  })
  // Outcomes may cover several results each (double chance: 1X, 12, X2 each win in two of three),
  // so the fair probabilities add up to how many outcomes win per result (1, or 2 for double chance),
  // not to 1. Normalize to that cover count: dividing by the plain sum would halve every double
  // chance probability (1X 1.91 / 12 1.91 / X2 379 instead of 1.01 / 1.01 / 190).
  const sum = q.reduce((a, b) => a + b, 0)
  const covers = Math.max(1, Math.round(sum))
  const norm = q.map((x) => (sum > 0 ? (x * covers) / sum : 0))
  // An outcome likelier than this cannot be priced at MIN_ODDS with this margin: the market is suspended.
  const maxTradable = 1 / (MIN_ODDS * (1 + margin))
  const untradable = sum <= 0 || norm.some((x) => x > maxTradable)
  const outcomes: Outcome[] = outs.map((o, i) => {
    const p = norm[i] ?? 0
    const active = p > 0.0005
    const odds = active ? Math.min(MAX_ODDS, Math.max(MIN_ODDS, round2(1 / (p * (1 + margin))))) : MIN_ODDS
    return { id: o.id, name: o.name, active, odds }
  })
  const sorted = [...norm].sort((a, b) => b - a)
  const imbalance = Math.abs((sorted[0] ?? 0) - (sorted[1] ?? 0)) + (n > 2 ? (sorted[2] ?? 0) : 0)
  return { outcomes, decided: same && first ? first : null, untradable, imbalance }
}

/** Scenarios added up by what the market reads (one per distinct goal difference, total...). */
function project(def: MarketDef, spec: Spec, scenarios: Scenario[]): Scenario[] {
  const key = def.project
  if (!key) return scenarios
  const groups = new Map<number | string, Scenario>()
  for (const s of scenarios) {
    const k = key(spec, s.facts)
    const g = groups.get(k)
    if (g) g.p += s.p
    else groups.set(k, { p: s.p, facts: s.facts })
  }
  return [...groups.values()]
}

export const round2 = (x: number): number => Math.round(x * 100) / 100
