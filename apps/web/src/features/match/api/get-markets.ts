import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { apiGet } from '~/lib/api-client.ts'

/** Spec §9: markets are fetched 500 at a time, which covers every match the feed produces in one page. */
export const MARKETS_PAGE_LIMIT = 500

// All groups are fetched at once: switching tabs then filters locally instead of waiting on the network.
export const getMarkets = (matchId: number, locale: string, signal?: AbortSignal) =>
  apiGet(`/matches/${matchId}/markets`, lazySchema('MarketList'), {
    query: { limit: MARKETS_PAGE_LIMIT, locale },
    signal,
  })

export const getMarketsQueryOptions = (matchId: number, locale: string) =>
  queryOptions({
    queryKey: ['markets', locale, matchId],
    queryFn: ({ signal }) => getMarkets(matchId, locale, signal),
  })

export const useMarkets = (matchId: number) => useQuery(getMarketsQueryOptions(matchId, useLocale()))
