import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

export const getCategories = (sportKey: string, signal?: AbortSignal) =>
  apiGet('/categories', lazySchema('CategoryList'), { query: { sport_key: sportKey }, signal }).then(
    (r) => r.data,
  )

export const getCategoriesQueryOptions = (sportKey: string) =>
  queryOptions({
    queryKey: ['categories', { sportKey }],
    queryFn: ({ signal }) => getCategories(sportKey, signal),
  })

export const useCategories = (sportKey: string) => useQuery(getCategoriesQueryOptions(sportKey))
