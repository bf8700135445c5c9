import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

export const getCategories = (sportKey: string, locale: string, signal?: AbortSignal) =>
  apiGet('/categories', lazySchema('CategoryList'), { query: { sport_key: sportKey, locale }, signal }).then(
    (r) => r.data,
  )

export const getCategoriesQueryOptions = (sportKey: string, locale: string) =>
  queryOptions({
    queryKey: ['categories', locale, { sportKey }],
    queryFn: ({ signal }) => getCategories(sportKey, locale, signal),
  })

export const useCategories = (sportKey: string) => useQuery(getCategoriesQueryOptions(sportKey, useLocale()))
