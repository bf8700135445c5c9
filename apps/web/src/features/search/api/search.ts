import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'

/** Spec §5: 3 to 50 characters; shorter asks nothing, longer is cut. */
export const searchable = (q: string): string | null => {
  const t = q.trim().slice(0, SEARCH_MAX_LENGTH)
  return t.length >= SEARCH_MIN_LENGTH ? t : null
}

export const searchCatalog = (q: string, signal?: AbortSignal) =>
  apiGet('/search', lazySchema('SearchResult'), { query: { q }, signal })

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchCatalog(q, signal),
    staleTime: 30_000,
  })

/** Results for a (debounced) query; idle while it is too short. */
export function useSearch(q: string) {
  const term = searchable(q)
  return { term, ...useQuery({ ...searchQueryOptions(term ?? ''), enabled: term !== null }) }
}
