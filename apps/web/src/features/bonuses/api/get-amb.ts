import { AmbList } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { BONUS_LIST_LIMIT, BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** GET /bonuses/freebets/amb: amount-based freebets with the player's progress. */
export const useAmbProgress = (signedIn: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'amb', signedIn],
    queryFn: ({ signal }) =>
      apiSend('GET', '/bonuses/freebets/amb', AmbList, { query: { limit: BONUS_LIST_LIMIT }, signal }),
    staleTime: 30_000,
  })
