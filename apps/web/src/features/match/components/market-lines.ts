import type { Market } from '@sportsbook/contract'
import { isMarketOpen, isMarketSuspended, MARKET_STATUS, marketKey } from '@sportsbook/domain'

/** Spec §4: not-allowed markets are dropped; of the other closed states only "suspended" stays visible (locked). */
export const visibleMarkets = (markets: readonly Market[]) =>
  markets.filter((m) => (isMarketOpen(m.status) || isMarketSuspended(m.status)) && m.outcomes.length > 0)

/** Consecutive markets of one type (same id and name, differing by specifier) share a card. */
export function groupLines(sorted: readonly Market[]): Market[][] {
  const out: Market[][] = []
  for (const m of sorted) {
    const last = out.at(-1)
    if (last && last[0]!.id === m.id && last[0]!.name === m.name) last.push(m)
    else out.push([m])
  }
  return out
}

/**
 * A line as it stands now: the bet builder lists its lines once (GET /bets/custom/markets), while the
 * match page's market list follows the feed (use-match-live). The live list's status, suspend reason
 * and outcome states win; a line it no longer holds is closed, so it shows suspended. Without a live
 * list the line is taken as given.
 */
export function lineNow(line: Market, live: readonly Market[] | undefined): Market {
  if (!live) return line
  const key = marketKey(line.id, line.specifier)
  const now = live.find((m) => marketKey(m.id, m.specifier) === key)
  if (!now) return { ...line, status: MARKET_STATUS.SUSPENDED, suspend_reason: undefined }
  return {
    ...line,
    status: now.status,
    suspend_reason: now.suspend_reason,
    outcomes: line.outcomes.map((o) => ({
      ...o,
      active: now.outcomes.find((n) => n.id === o.id)?.active ?? false,
    })),
  }
}

/** Whether an outcome of a line can be picked: the line open and the outcome active. */
export const outcomeOpen = (line: Market, outcomeId: string): boolean =>
  isMarketOpen(line.status) && line.outcomes.some((o) => o.id === outcomeId && o.active)

/** A count ("0", "3", "6+"): outcomes of a market that counts (exact goals), not one naming a side. */
const COUNT = /^\d+\+?$/

/**
 * Whether a market's outcome names follow the 1/X/2 convention ("1" the home side, "2" the away side,
 * `outcomeLabel`). A market of counts (exact goals: "0", "1", "2", "3", "6+") does not: there "1" is
 * one goal, not the home team.
 */
export const namesSides = (market: Pick<Market, 'outcomes'>): boolean =>
  !market.outcomes.some((o) => COUNT.test(o.name.trim()) && o.name.trim() !== '1' && o.name.trim() !== '2')
