import type { MatchStatus } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

/** The listing filters of GET /matches the catalog pages use, in the web's own spelling. */
export interface MatchFilters {
  /** Matches (the default) or outrights. */
  type?: 'match' | 'outright'
  sportKey?: string
  sportType?: 'regular' | 'cyber' | 'premium_cricket'
  categoryId?: number
  tournamentId?: number
  statuses?: readonly MatchStatus[]
  sortBy?: string
  startFrom?: string
  startTo?: string
  maxPerSport?: number
  /** Only matches open for betting (spec §2 isBettable). */
  bettable?: boolean
  limit?: number
  /** The signed-in player whose starred matches and leagues to list (GET /matches?favourite=true). */
  favouriteOf?: number
}

export const getMatches = (f: MatchFilters, locale: string, signal?: AbortSignal) =>
  apiGet('/matches', lazySchema('MatchPage'), {
    query: {
      type: f.type ?? 'match',
      sport_key: f.sportKey,
      sport_type: f.sportType,
      category_id: f.categoryId,
      tournament_id: f.tournamentId,
      match_status: f.statuses?.join(','),
      sort_by: f.sortBy,
      start_from: f.startFrom,
      start_to: f.startTo,
      max_per_sport: f.maxPerSport,
      bettable: f.bettable,
      limit: f.limit,
      favourite: f.favouriteOf === undefined ? undefined : true,
      locale,
    },
    signal,
  })

export const getMatchesQueryOptions = (f: MatchFilters, locale: string) =>
  queryOptions({ queryKey: ['matches', locale, f], queryFn: ({ signal }) => getMatches(f, locale, signal) })

export const useMatches = (f: MatchFilters) => useQuery(getMatchesQueryOptions(f, useLocale()))
