import { Jackpot } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { JACKPOTS_QUERY_ROOT } from '~/lib/realtime/jackpot-keys.ts'
import { apiSend } from '~/lib/session/api-send.ts'
import { JACKPOT_REFETCH_MS } from './get-jackpots.ts'

/** The cache of one jackpot asked by id; `jackpot_changed` pushes land here too (use-jackpots-live.ts). */
export const jackpotQueryKey = (id: string) => [...JACKPOTS_QUERY_ROOT, 'one', id] as const

/** GET /jackpots/{id} (spec §7 getJackpot): the jackpot a widget names, with its levels' live pools. */
export const jackpotQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jackpotQueryKey(id),
    queryFn: ({ signal }) => apiSend('GET', `/jackpots/${encodeURIComponent(id)}`, Jackpot, { signal }),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: JACKPOT_REFETCH_MS,
    // Spec §8: jackpot fetch errors are reported, except 400, 404 and 500.
    meta: { reportErrors: { except: [400, 404, 500] } },
  })

export const useJackpotById = (id: string | undefined) =>
  useQuery({ ...jackpotQueryOptions(id ?? ''), enabled: id !== undefined })
