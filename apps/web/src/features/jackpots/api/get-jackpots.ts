import { JackpotList, type Jackpot } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { JACKPOTS_QUERY_ROOT } from '~/lib/realtime/jackpot-keys.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Spec §9: jackpots refetch every 15 s (pushes on `public:{locale}` move them in between). */
export const JACKPOT_REFETCH_MS = 15_000
/** Spec §9 list limit. */
const LIST_LIMIT = 500

export const jackpotsQueryKey = [...JACKPOTS_QUERY_ROOT, 'list'] as const

/** GET /jackpots: every running jackpot with its levels' live pools (visitors see them too). */
export const jackpotsQueryOptions = () =>
  queryOptions({
    queryKey: jackpotsQueryKey,
    queryFn: ({ signal }) =>
      apiSend('GET', '/jackpots', JackpotList, { query: { limit: LIST_LIMIT }, signal }),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: JACKPOT_REFETCH_MS,
    // Spec §8: jackpot fetch errors are reported, except 400, 404 and 500.
    meta: { reportErrors: { except: [400, 404, 500] } },
  })

export const useJackpots = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jackpotsQueryOptions(), enabled })

/** The jackpot a widget names, or the first one running. */
export function pickJackpot(list: readonly Jackpot[] | undefined, id?: string): Jackpot | undefined {
  return id ? list?.find((j) => j.id === id) : list?.[0]
}
