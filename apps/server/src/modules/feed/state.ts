// The feed's persisted state and the identity and change hash of a market row, shared by the engine
// and the schedule top-up (a file of their own, so neither imports the other).
import type { MarketRow, RngState } from '../pricing/index.ts'
import { marketKey } from '@sportsbook/domain'

export interface FeedState {
  seed: number
  urn: number
  dense: number
  week: number
  rng: RngState
  ticks: number
}

export const marketHash = (r: MarketRow) => JSON.stringify([r.status, r.outcomes, r.mostBalanced, r.result, r.suspendReason])
export const keyOf = (r: { marketId: number; specifier: string }) => marketKey(r.marketId, r.specifier)
