import { FreebetList } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { allPages } from './all-pages.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** GET /bonuses/freebets: the player's freebets, newest first. */
export const useMyFreebets = (enabled: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'my-freebets'],
    queryFn: ({ signal }) =>
      allPages((page, limit) =>
        apiSend('GET', '/bonuses/freebets', FreebetList, { query: { page, limit }, signal }),
      ),
    enabled,
  })
