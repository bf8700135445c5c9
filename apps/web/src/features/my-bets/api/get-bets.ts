import { BetList, type BetListQuery } from '@sportsbook/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PRIVATE_LIVE_POLL_MS, isPrivateLive } from '~/lib/realtime/private-live.ts'
import { apiSend } from '~/lib/session/api-send.ts'

export type BetFilters = Pick<BetListQuery, 'status' | 'result'>

/** My Bets' open tab: one cache, kept live by the private channel, that the match strip and receipt read too. */
export const OPEN_BETS: BetFilters = { status: 'open', result: 'all' }

/** Spec §9: bets page size 500. */
export const BETS_PAGE_SIZE = 500
/** Open bets refresh this often without private realtime; with it, at PRIVATE_LIVE_POLL_MS as a backup. */
export const OPEN_BETS_REFETCH_MS = 5_000

/** A guard against a server that never reaches its last page: 20 pages of 500 bets. */
export const MAX_BET_PAGES = 20

const getBetsPage = (filters: BetFilters, page: number, signal?: AbortSignal) =>
  apiSend('GET', '/bets', BetList, { query: { ...filters, page, limit: BETS_PAGE_SIZE }, signal })

/** Spec §7: GET /bets paged until `last_page`, as one list (newest first, as the server sends them). */
export async function getBets(filters: BetFilters, signal?: AbortSignal): Promise<BetList> {
  const first = await getBetsPage(filters, 1, signal)
  const data = [...first.data]
  const last = Math.min(first.pagination.last_page, MAX_BET_PAGES)
  for (let page = 2; page <= last; page++) data.push(...(await getBetsPage(filters, page, signal)).data)
  const seen = new Set<string>()
  // A bet placed while paging shifts the pages: it would show twice.
  const unique = data.filter((b) => !seen.has(b.id) && seen.add(b.id))
  return { data: unique, pagination: { ...first.pagination, total: unique.length } }
}

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
