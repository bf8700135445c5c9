// Turns a match model into market rows: prices every offered line, suspends after events or when
// too lopsided, settles markets that are decided (exactly-priced sports) or when the match ends.
import type { MarketGroupKey, Outcome, SuspendReason } from '@sportsbook/contract'
import { marketKey, MARKET_STATUS } from '@sportsbook/domain'
import { MAIN_MARGIN, OTHER_MARGIN, price } from './markets/pricing.ts'
import { parseSpec, type MarketKey, type Result, type Scenario } from './markets/types.ts'
import type { BaseModel, SportSim } from './sports/types.ts'

export interface MarketRow {
  marketId: number
  specifier: string
  name: string
  status: number
  outcomes: Outcome[]
  groups: MarketGroupKey[]
  customBetGroups: readonly string[]
  priority: number
  mostBalanced: boolean
  result: Record<string, Result> | null
  /** Why a suspended market is suspended; absent when open, settled or without a reason. */
  suspendReason?: SuspendReason
}

const keyOf = (k: MarketKey) => marketKey(k.marketId, k.specifier)

/** Prices (or, when `final`, settles) the match's markets and updates model.keys. */
export function quoteMatch(
  sim: SportSim,
  m: BaseModel,
  phase: 'prematch' | 'live' | 'final',
  exact: boolean,
  given?: Scenario[],
): MarketRow[] {
  const seen = new Set<string>()
  const keys: MarketKey[] = []
  for (const k of [...m.keys, ...(phase === 'final' ? [] : sim.offer(m))]) {
    if (seen.has(keyOf(k)) || !sim.markets.has(k.marketId)) continue
    seen.add(keyOf(k))
    keys.push(k)
  }
  const rows: MarketRow[] = []
  const balance = new Map<number, { row: MarketRow; imbalance: number }>()
  const scenarios = phase === 'final' ? [] : (given ?? sim.scenarios(m))
  const facts = sim.facts(m)
  const open: MarketKey[] = []
  for (const k of keys) {
    const def = sim.markets.get(k.marketId)
    if (!def) continue
    const spec = parseSpec(k.specifier)
    const base = {
      marketId: k.marketId,
      specifier: k.specifier,
      name: def.name(spec),
      groups: def.groups,
      customBetGroups: sim.customBetGroups?.[k.marketId] ?? [],
      priority: def.priority,
    }
    if (phase === 'final') {
      const results = def.settle(spec, facts)
      const outcomes = def
        .outcomes(spec)
        .map((o, i) => ({ ...o, active: false, odds: 1.01, result: results[i] }))
      rows.push({
        ...base,
        status: MARKET_STATUS.SETTLED,
        outcomes: outcomes.map(({ id, name, active, odds }) => ({ id, name, active, odds })),
        mostBalanced: false,
        result: Object.fromEntries(outcomes.map((o) => [o.id, o.result ?? 'lose'])),
      })
      continue
    }
    const margin = sim.mainIds.includes(k.marketId) ? MAIN_MARGIN : OTHER_MARGIN
    const priced = price(def, k.specifier, scenarios, margin)
    if (phase === 'live' && exact && priced.decided) {
      const outs = def.outcomes(spec)
      rows.push({
        ...base,
        status: MARKET_STATUS.SETTLED,
        outcomes: priced.outcomes.map((o) => ({ ...o, active: false })),
        mostBalanced: false,
        result: Object.fromEntries(outs.map((o, i) => [o.id, priced.decided?.[i] ?? 'lose'])),
      })
      continue
    }
    open.push(k)
    const suspended = priced.untradable || priced.decided !== null || m.suspendUntil > m.t
    const row: MarketRow = {
      ...base,
      status: suspended ? MARKET_STATUS.SUSPENDED : MARKET_STATUS.ALLOWED,
      outcomes: priced.outcomes,
      mostBalanced: false,
      result: null,
    }
    if (suspended) row.suspendReason = m.suspendUntil > m.t ? (m.suspendReason ?? 'match_event') : 'price_review'
    rows.push(row)
    const best = balance.get(k.marketId)
    if (!priced.untradable && (!best || priced.imbalance < best.imbalance))
      balance.set(k.marketId, { row, imbalance: priced.imbalance })
  }
  for (const { row } of balance.values()) row.mostBalanced = true
  m.keys = phase === 'final' ? [] : open
  return rows
}
