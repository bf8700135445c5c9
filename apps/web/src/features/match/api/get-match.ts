import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

export const getMatch = (id: number, locale: string, signal?: AbortSignal) =>
  apiGet(`/matches/${id}`, lazySchema('Match'), { query: { locale }, signal })

export const getMatchQueryOptions = (id: number, locale: string) =>
  queryOptions({ queryKey: ['match', locale, id], queryFn: ({ signal }) => getMatch(id, locale, signal) })

export const useMatch = (id: number) => useQuery(getMatchQueryOptions(id, useLocale()))
