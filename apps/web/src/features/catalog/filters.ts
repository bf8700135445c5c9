import type { MatchFilters } from './api/get-matches.ts'

/**
 * The listings the catalog pages show, named once so loaders (prefetch) and components (render)
 * ask for exactly the same query keys.
 */
export const LISTING_LIMIT = 50
export const LIVE_LIMIT = 500
export const HOME_LIVE_LIMIT = 12
export const HOME_TOP_LIMIT = 15

// Higher priority is more important (as in the market sort of spec §9), hence descending.
const PRIORITY_SORT = '-sport_priority,-category_priority,-tournament_priority,start_time'
const LEAGUE_SORT = '-tournament_priority,start_time'

export const listings = {
  homeLive: (): MatchFilters => ({ statuses: [1], sortBy: PRIORITY_SORT, limit: HOME_LIVE_LIMIT }),
  homeTop: (): MatchFilters => ({
    statuses: [0],
    sortBy: '-bets_count,-tournament_priority,start_time',
    limit: HOME_TOP_LIMIT,
  }),
  allLive: (): MatchFilters => ({ statuses: [1], sortBy: PRIORITY_SORT, limit: LIVE_LIMIT }),
  sportLive: (sportKey: string): MatchFilters => ({
    sportKey,
    statuses: [1],
    sortBy: PRIORITY_SORT,
    limit: LISTING_LIMIT,
  }),
  sportUpcoming: (sportKey: string): MatchFilters => ({
    sportKey,
    statuses: [0],
    sortBy: LEAGUE_SORT,
    limit: LISTING_LIMIT,
  }),
  cyberLive: (): MatchFilters => ({
    sportType: 'cyber',
    statuses: [1],
    sortBy: PRIORITY_SORT,
    limit: LISTING_LIMIT,
  }),
  cyberUpcoming: (): MatchFilters => ({
    sportType: 'cyber',
    statuses: [0],
    sortBy: 'start_time',
    limit: LISTING_LIMIT,
  }),
  premiumCricket: (): MatchFilters => ({
    sportType: 'premium_cricket',
    statuses: [1, 0],
    sortBy: 'start_time',
    limit: LISTING_LIMIT,
  }),
  category: (categoryId: number): MatchFilters => ({
    categoryId,
    statuses: [1, 0],
    sortBy: LEAGUE_SORT,
    limit: LISTING_LIMIT,
  }),
  league: (tournamentId: number): MatchFilters => ({
    tournamentId,
    statuses: [1, 0],
    sortBy: 'start_time',
    limit: LISTING_LIMIT,
  }),
  /** A league's outrights (spec §3), listed under its matches. */
  leagueOutrights: (tournamentId: number): MatchFilters => ({
    type: 'outright',
    tournamentId,
    statuses: [0, 1],
    sortBy: 'start_time',
    limit: LISTING_LIMIT,
  }),
  schedule: (from: string, to: string): MatchFilters => ({
    statuses: [0, 1],
    startFrom: from,
    startTo: to,
    sortBy: 'start_time',
    limit: LIVE_LIMIT,
  }),
}

/** Finished matches (status 4) of a sport and day, latest first: the results page and widgets. */
export const results = (opts: {
  sportKey?: string
  from?: string
  to?: string
  limit?: number
}): MatchFilters => ({
  sportKey: opts.sportKey,
  statuses: [4],
  startFrom: opts.from,
  startTo: opts.to,
  sortBy: '-start_time',
  limit: opts.limit ?? LISTING_LIMIT,
})
