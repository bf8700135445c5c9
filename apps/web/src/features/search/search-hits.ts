import type { SearchResult } from '@sportsbook/contract'
import { paths } from '~/config/paths.ts'

type MarketHit = SearchResult['markets'][number]

/** A market type found in one match, with the lines of it that matched ("Handicap": -1.5, -1, +0.5). */
export interface FoundMarket {
  id: number
  name: string
  lines: string[]
}

/** One result: what it is, the page it opens, and under its title either a detail line or markets. */
export interface Hit {
  id: string
  to: string
  title: string
  detail?: string
  markets?: FoundMarket[]
}

export type HitGroup = { key: 'matches' | 'tournaments' | 'markets'; hits: Hit[] }

/** Specifier keys whose value is a handicap: a positive one is written with its sign, as outcomes are. */
const SIGNED_KEYS = new Set(['hcp'])

/**
 * A line as a bettor reads it, from its specifier (`key=value`, several joined by `|`): "hcp=-1.5"
 * → "-1.5", "hcp=0.5" → "+0.5", "total=2.5" → "2.5". A value the market's name already says
 * ("Handicap 0:1", "Goal 3 - next goal") is left out; a market without specifier has no line.
 */
export function lineOf(name: string, specifier: string): string {
  const words = name.split(/\s+/)
  return specifier
    .split('|')
    .map((pair) => {
      const at = pair.indexOf('=')
      const [key, value] = at === -1 ? ['', pair] : [pair.slice(0, at), pair.slice(at + 1)]
      if (!value || words.includes(value)) return ''
      const n = Number(value)
      return SIGNED_KEYS.has(key) && Number.isFinite(n) && n > 0 ? `+${value}` : value
    })
    .filter(Boolean)
    .join(' ')
}

/** Lines in numeric order where they are numbers (-1.5 before -1 before 0), else as text. */
const byLine = (a: string, b: string) => {
  const [x, y] = [Number(a), Number(b)]
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b)
}

/**
 * The market hits of a search grouped per match (issue #29: "Handicap · Orion Athletic vs Vega
 * United" eight times said nothing): one result per match, in the order the server ranked them,
 * listing each market type found with its lines.
 */
export function groupMarketHits(hits: readonly MarketHit[]): Hit[] {
  const byMatch = new Map<number, { hit: Hit; markets: Map<string, FoundMarket> }>()
  for (const k of hits) {
    let entry = byMatch.get(k.match_id)
    if (!entry) {
      entry = {
        hit: { id: `k${k.match_id}`, to: paths.match(k.sport_key, k.match_slug), title: k.match_name },
        markets: new Map(),
      }
      byMatch.set(k.match_id, entry)
    }
    const type = `${k.market_id}|${k.name}`
    let market = entry.markets.get(type)
    if (!market) entry.markets.set(type, (market = { id: k.market_id, name: k.name, lines: [] }))
    const line = lineOf(k.name, k.specifier)
    if (line && !market.lines.includes(line)) market.lines.push(line)
  }
  return [...byMatch.values()].map(({ hit, markets }) => ({
    ...hit,
    markets: [...markets.values()].map((m) => ({ ...m, lines: m.lines.sort(byLine) })),
  }))
}

/** The three groups of spec §3 search kinds, each hit with the page it opens. */
export function groupHits(r: SearchResult): HitGroup[] {
  const groups: HitGroup[] = [
    {
      key: 'matches',
      hits: r.matches.map((m) => ({
        id: `m${m.id}`,
        to: paths.match(m.sport_key, m.slug),
        title: m.name,
        detail: m.tournament_name,
      })),
    },
    {
      key: 'tournaments',
      hits: r.tournaments.map((t) => ({
        id: `t${t.id}`,
        to: paths.league(t.sport_key, t.slug),
        title: t.name,
        detail: t.category_name,
      })),
    },
    { key: 'markets', hits: groupMarketHits(r.markets) },
  ]
  return groups.filter((g) => g.hits.length > 0)
}
