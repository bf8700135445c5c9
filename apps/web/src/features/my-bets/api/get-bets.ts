import { BetList, type BetListQuery } from '@sportsbook/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PRIVATE_LIVE_POLL_MS, isPrivateLive } from '~/lib/realtime/private-live.ts'
import { apiSend } from '~/lib/session/api-send.ts'

export type BetFilters = Pick<BetListQuery, 'status' | 'result'>

/** Spec §9: bets page size 500. */
export const BETS_PAGE_SIZE = 500
/** Open bets refresh this often without private realtime; with it, at PRIVATE_LIVE_POLL_MS as a backup. */
export const OPEN_BETS_REFETCH_MS = 5_000

export const getBets = (filters: BetFilters, signal?: AbortSignal) =>
  apiSend('GET', '/bets', BetList, { query: { ...filters, page: 1, limit: BETS_PAGE_SIZE }, signal })

export const getBetsQueryOptions = (filters: BetFilters, enabled: boolean) =>
  queryOptions({
    queryKey: ['bets', filters],
    queryFn: ({ signal }) => getBets(filters, signal),
    enabled,
    staleTime: 2_000,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.data.some((b) => b.status === 'waiting_results')
        ? isPrivateLive()
          ? PRIVATE_LIVE_POLL_MS
          : OPEN_BETS_REFETCH_MS
        : false,
  })

export const useBets = (filters: BetFilters, enabled: boolean) =>
  useQuery(getBetsQueryOptions(filters, enabled))
