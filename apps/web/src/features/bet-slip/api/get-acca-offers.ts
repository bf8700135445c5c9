import { useQuery } from '@tanstack/react-query'
import { BONUSES_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { apiGet } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'

/**
 * GET /bonuses/acca: the running acca insurance and acca bonus offers open to the player (ADR 032),
 * which the slip reads to say what a combo earns. Reloaded with the other bonus queries.
 */
export const useAccaOffers = () =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'acca'],
    queryFn: ({ signal }) => apiGet('/bonuses/acca', lazySchema('AccaOffersWire'), { signal }),
    staleTime: 5 * 60_000,
    enabled: typeof window !== 'undefined',
  })
