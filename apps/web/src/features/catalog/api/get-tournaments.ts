import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

export interface TournamentFilters {
  sportKey?: string
  categoryId?: number
  top?: boolean
}

export const getTournaments = (f: TournamentFilters, signal?: AbortSignal) =>
  apiGet('/tournaments', lazySchema('TournamentList'), {
    query: { sport_key: f.sportKey, category_id: f.categoryId, top: f.top },
    signal,
  }).then((r) => r.data)

export const getTournamentsQueryOptions = (f: TournamentFilters) =>
  queryOptions({ queryKey: ['tournaments', f], queryFn: ({ signal }) => getTournaments(f, signal) })

export const useTournaments = (f: TournamentFilters) => useQuery(getTournamentsQueryOptions(f))
