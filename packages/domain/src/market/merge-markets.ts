import { marketKey } from './keys.ts'
import { MARKET_STATUS } from './market-status.ts'
import { shareUnchanged } from './share-unchanged.ts'

/** The fields the live-update merge reads; any other fields are carried along. */
export interface MergeableMarket {
  readonly id: number | string
  readonly specifier: string
  readonly status: number
  readonly outcomes: readonly unknown[]
}

/** Markets are identified by id and specifier (one market type, many lines). */
const keyOf = (m: Pick<MergeableMarket, 'id' | 'specifier'>) => marketKey(m.id, m.specifier)

/** One market update applied to the market already shown (or to none); undefined drops it. */
export function mergeMarket<M extends MergeableMarket>(prev: M | undefined, update: M): M | undefined {
  if (update.status === MARKET_STATUS.NOT_ALLOWED) return undefined
  if (update.outcomes.length === 0) {
    // A status-only update: the market keeps its outcomes; a new market without any is useless.
    return prev && shareUnchanged(prev, { ...update, outcomes: prev.outcomes })
  }
  return prev ? shareUnchanged(prev, update) : update
}

/**
 * Applies a markets_changed update (spec §4): status 0 markets are dropped, markets without
 * outcomes are dropped unless already present, unchanged markets and outcomes keep identity
 * (odds objects are replaced only when they changed), and new markets are appended.
 * Returns `prev` itself when nothing changed.
 */
export function mergeMarkets<M extends MergeableMarket>(
  prev: readonly M[],
  updates: readonly M[],
): readonly M[] {
  const byKey = new Map(updates.map((u) => [keyOf(u), u]))
  const merged: M[] = []
  for (const market of prev) {
    const update = byKey.get(keyOf(market))
    byKey.delete(keyOf(market))
    const next = update ? mergeMarket(market, update) : market
    if (next) merged.push(next)
  }
  for (const update of byKey.values()) {
    const next = mergeMarket(undefined, update)
    if (next) merged.push(next)
  }
  const same = merged.length === prev.length && merged.every((m, i) => m === prev[i])
  return same ? prev : merged
}
