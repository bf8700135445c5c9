import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

export interface TournamentFilters {
  sportKey?: string
  categoryId?: number
  top?: boolean
}

export const getTournaments = (f: TournamentFilters, locale: string, signal?: AbortSignal) =>
  apiGet('/tournaments', lazySchema('TournamentList'), {
    query: { sport_key: f.sportKey, category_id: f.categoryId, top: f.top, locale },
    signal,
  }).then((r) => r.data)

export const getTournamentsQueryOptions = (f: TournamentFilters, locale: string) =>
  queryOptions({
    queryKey: ['tournaments', locale, f],
    queryFn: ({ signal }) => getTournaments(f, locale, signal),
  })

export const useTournaments = (f: TournamentFilters) => useQuery(getTournamentsQueryOptions(f, useLocale()))
