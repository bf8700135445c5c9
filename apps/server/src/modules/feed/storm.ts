// Development rows of the commands (commands.ts): a price storm moves `c.storm` open outcome prices
// by up to ±STORM_STEP after the model's own quote, and an abandoned match's markets are cancelled
// (status -4, no result: settlement voids their legs); held markets keep the status a command set
// (0 not allowed, -2 handed over) while the match's play goes on, until the command gives them back.
import { MARKET_STATUS } from '@sportsbook/domain'
import { type MarketRow, Rng } from '../pricing/index.ts'

/** The largest relative move of one price in a storm. */
const STORM_STEP = 0.04

/** What a storm reads of a cached match (live.ts's CachedMatch). */
interface Stormy {
  id: number
  storm?: number
  /** Storm bursts so far: each burst draws its own moves. */
  stormSeq?: number
}

export function storm(c: Stormy, rows: MarketRow[]): MarketRow[] {
  const n = c.storm ?? 0
  if (n <= 0) return rows
  c.storm = 0
  const open = rows.filter((r) => r.status === MARKET_STATUS.ALLOWED)
  const slots = open.flatMap((r) => r.outcomes.map((_, i) => ({ r, i })))
  if (slots.length === 0) return rows
  c.stormSeq = (c.stormSeq ?? 0) + 1
  const rng = Rng.from(c.id, `storm:${c.stormSeq}`)
  for (let k = 0; k < n; k++) {
    const { r, i } = slots[k % slots.length]!
    const o = r.outcomes[i]!
    const moved = Math.round(o.odds * (1 + (rng.next() * 2 - 1) * STORM_STEP) * 100) / 100
    r.outcomes[i] = { ...o, odds: Math.max(1.01, moved === o.odds ? moved + 0.01 : moved) }
  }
  return rows
}

export const cancelled = (r: MarketRow): MarketRow => ({
  ...r,
  status: MARKET_STATUS.CANCELLED,
  outcomes: r.outcomes.map((o) => ({ ...o, active: false })),
  result: null,
})

/** The match's open and suspended markets at `status` (a command's hold); settled rows stay as they are. */
export const held = (status: number | undefined, rows: MarketRow[]): MarketRow[] =>
  status === undefined
    ? rows
    : rows.map((r) =>
        r.status === MARKET_STATUS.ALLOWED || r.status === MARKET_STATUS.SUSPENDED ? { ...r, status } : r,
      )
