import { AmbList } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { allPages } from './all-pages.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/**
 * GET /bonuses/freebets/amb: amount-based freebets with the player's progress; asked only while the
 * brand has the `amb_progress_bar` feature on (spec §7).
 */
export const useAmbProgress = (signedIn: boolean, enabled: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'amb', signedIn],
    queryFn: ({ signal }) =>
      allPages((page, limit) =>
        apiSend('GET', '/bonuses/freebets/amb', AmbList, { query: { page, limit }, signal }),
      ),
    staleTime: 30_000,
    enabled,
  })
