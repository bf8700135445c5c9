import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

/** GET /tournaments/{id} (spec §7): one league, named in the locale (served from the API's catalog cache). */
export const getTournamentQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['tournament', locale, id],
    queryFn: ({ signal }) =>
      apiGet(`/tournaments/${id}`, lazySchema('Tournament'), { query: { locale }, signal }),
    staleTime: 60_000,
  })

/** The leagues of `ids`, each asked by id, in the order given; a league the API no longer has is left out. */
export function useTournamentsById(ids: readonly number[]) {
  const locale = useLocale()
  return useQueries({
    queries: ids.map((id) => getTournamentQueryOptions(id, locale)),
    combine: (results) => ({
      data: results.flatMap((r) => (r.data ? [r.data] : [])),
      isPending: results.some((r) => r.isPending),
      isError: results.length > 0 && results.every((r) => r.isError),
    }),
  })
}
