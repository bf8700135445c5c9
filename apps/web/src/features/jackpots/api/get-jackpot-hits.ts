import { JackpotHitList } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { JACKPOTS_QUERY_ROOT } from '~/lib/realtime/jackpot-keys.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Spec §9: jackpot hits, 10 a page by default, refetched every 60 s. */
export const JACKPOT_HITS_LIMIT = 10
export const JACKPOT_HITS_REFETCH_MS = 60_000

export interface HitsFilter {
  /** The signed-in player's unseen hits only (the hit modal). */
  unseen?: boolean
  jackpotId?: string
}

/** GET /jackpot-hits: recent hits (winners by hash), or the player's unseen ones. */
export const jackpotHitsQueryOptions = (f: HitsFilter) =>
  queryOptions({
    queryKey: [...JACKPOTS_QUERY_ROOT, 'hits', f.unseen ?? false, f.jackpotId ?? null],
    queryFn: ({ signal }) =>
      apiSend('GET', '/jackpot-hits', JackpotHitList, {
        query: {
          limit: JACKPOT_HITS_LIMIT,
          ...(f.unseen ? { unseen: 'true' } : { status: 'paid' }),
          ...(f.jackpotId ? { jackpotId: f.jackpotId } : {}),
        },
        signal,
      }),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    staleTime: 10_000,
    // Spec §8: jackpot fetch errors are reported, except 400, 404 and 500.
    meta: { reportErrors: { except: [400, 404, 500] } },
  })

export const useJackpotHits = (f: HitsFilter, enabled = true) =>
  useQuery({ ...jackpotHitsQueryOptions(f), enabled })
