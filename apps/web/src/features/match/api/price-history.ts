import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'

/** How often a live match's stored history is reloaded (live moves in between come from the odds store). */
export const PRICE_HISTORY_REFRESH_MS = 30_000

export const priceHistoryQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['price-history', matchId],
    queryFn: ({ signal }) =>
      apiGet(`/matches/${matchId}/price-history`, lazySchema('PriceHistory'), { signal }),
  })

export const usePriceHistory = (matchId: number, live: boolean) =>
  useQuery({ ...priceHistoryQueryOptions(matchId), refetchInterval: live ? PRICE_HISTORY_REFRESH_MS : false })
