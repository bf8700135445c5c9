import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

/** Sports named in `locale` (the API localises catalog names). */
export const getSports = (locale: string, signal?: AbortSignal) =>
  apiGet('/sports', lazySchema('SportList'), { query: { locale }, signal }).then((r) => r.data)

export const getSportsQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['sports', locale], queryFn: ({ signal }) => getSports(locale, signal) })

export const useSports = () => useQuery(getSportsQueryOptions(useLocale()))
