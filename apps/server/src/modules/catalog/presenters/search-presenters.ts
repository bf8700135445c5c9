import type { SearchResult } from '@sportsbook/contract'
import { toIso } from '../../../lib/to-iso.ts'
import type { MarketHitRow, MatchHitRow, TournamentHitRow } from '../repository/search-repository.ts'

export function presentSearch(r: {
  matches: MatchHitRow[]
  tournaments: TournamentHitRow[]
  markets: MarketHitRow[]
}): SearchResult {
  return {
    matches: r.matches.map((m) => ({
      ...m,
      status: m.status as SearchResult['matches'][number]['status'],
      start_time: toIso(m.start_time),
    })),
    tournaments: r.tournaments,
    markets: r.markets,
  }
}
