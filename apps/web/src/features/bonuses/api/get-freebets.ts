import { FreebetList } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { BONUS_LIST_LIMIT, BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** GET /bonuses/freebets: the player's freebets, newest first. */
export const useMyFreebets = (enabled: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'my-freebets'],
    queryFn: ({ signal }) =>
      apiSend('GET', '/bonuses/freebets', FreebetList, { query: { limit: BONUS_LIST_LIMIT }, signal }),
    enabled,
  })
