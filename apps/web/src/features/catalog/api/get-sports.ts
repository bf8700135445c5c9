import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

export const getSports = (signal?: AbortSignal) =>
  apiGet('/sports', lazySchema('SportList'), { signal }).then((r) => r.data)

export const getSportsQueryOptions = () =>
  queryOptions({ queryKey: ['sports'], queryFn: ({ signal }) => getSports(signal) })

export const useSports = () => useQuery(getSportsQueryOptions())
