import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

export const getMatch = (id: number, signal?: AbortSignal) =>
  apiGet(`/matches/${id}`, lazySchema('Match'), { signal })

export const getMatchQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['match', id], queryFn: ({ signal }) => getMatch(id, signal) })

export const useMatch = (id: number) => useQuery(getMatchQueryOptions(id))
