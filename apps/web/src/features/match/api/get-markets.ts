import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

/** Spec §9: markets are fetched 500 at a time, which covers every match the feed produces in one page. */
export const MARKETS_PAGE_LIMIT = 500

// All groups are fetched at once: switching tabs then filters locally instead of waiting on the network.
export const getMarkets = (matchId: number, signal?: AbortSignal) =>
  apiGet(`/matches/${matchId}/markets`, lazySchema('MarketList'), {
    query: { limit: MARKETS_PAGE_LIMIT },
    signal,
  })

export const getMarketsQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: ['markets', matchId], queryFn: ({ signal }) => getMarkets(matchId, signal) })

export const useMarkets = (matchId: number) => useQuery(getMarketsQueryOptions(matchId))
