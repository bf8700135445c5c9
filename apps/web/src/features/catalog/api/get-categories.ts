import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'
import type { Category } from '@sportsbook/contract'

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

/** GET /categories/{id} (spec §7): one category, named in the locale (served from the API's catalog cache). */
export const getCategoryQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['category', locale, id],
    queryFn: ({ signal }) =>
      apiGet(`/categories/${id}`, lazySchema('Category'), { query: { locale }, signal }),
    staleTime: 60_000,
  })

/**
 * A category page's own category, asked by id: the heading shows the list's entry at once and then
 * the category as the API has it now (a rename or a new priority lands without a full list refetch).
 */
export const useCategory = (category: Category) =>
  useQuery({ ...getCategoryQueryOptions(category.id, useLocale()), placeholderData: category })
