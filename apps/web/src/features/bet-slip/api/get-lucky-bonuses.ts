import { useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'

/**
 * GET /bonuses/lucky: the operator's Lucky bonus terms on named multiples (ADR 036-lucky-bonuses), the
 * same for everyone; read by the payout table when it opens, kept for the session.
 */
export const useLuckyBonuses = () =>
  useQuery({
    queryKey: ['lucky-bonuses'],
    queryFn: ({ signal }) => apiGet('/bonuses/lucky', lazySchema('LuckyBonusesWire'), { signal }),
    staleTime: Infinity,
    enabled: typeof window !== 'undefined',
  })
