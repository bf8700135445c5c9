import type { SearchResult } from '@sportsbook/contract'
import type { MarketHitRow, MatchHitRow, TournamentHitRow } from '../repositories/search-repository.ts'

export function presentSearch(r: {
  matches: MatchHitRow[]
  tournaments: TournamentHitRow[]
  markets: MarketHitRow[]
}): SearchResult {
  return {
    matches: r.matches.map((m) => ({
      ...m,
      status: m.status as SearchResult['matches'][number]['status'],
      start_time: m.start_time.toISOString(),
    })),
    tournaments: r.tournaments,
    markets: r.markets,
  }
}
