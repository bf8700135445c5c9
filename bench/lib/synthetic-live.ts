// The live list browser-live.ts serves the page (copies of real live matches under new ids, every
// price open) and how it moves a price.
import type { Market, Match } from '@sportsbook/contract'

/** The odds button texts the page shows: decimal with two digits, as formatOdds does for `en`. */
export const text = (odds: number) => odds.toFixed(2)

/** A new price that renders differently from the old one: a small random walk, kept backable. */
export function move(odds: number): number {
  const step = (Math.floor(Math.random() * 8) + 1) / 100
  const next = Math.random() < 0.5 && odds - step > 1.05 ? odds - step : odds + step
  return Math.round(next * 100) / 100
}

/** `rowCount` copies of the live matches, ids from 900 000, both shown markets open and bettable. */
export function syntheticMatches(live: Match[], rowCount: number): Match[] {
  const open = (m: Market): Market => ({
    ...m,
    status: 1,
    outcomes: m.outcomes.map((o) => ({ ...o, active: true })),
  })
  return Array.from({ length: rowCount }, (_, i) => {
    const m = live[i % live.length]!
    const id = 900_000 + i
    return {
      ...m,
      id,
      urn_id: `sr:match:${id}`,
      slug: `${m.slug.replace(/-\d+$/, '')}-${id}`,
      bettable: true,
      main_market: open(m.main_market!),
      secondary_market: open(m.secondary_market!),
    }
  })
}
