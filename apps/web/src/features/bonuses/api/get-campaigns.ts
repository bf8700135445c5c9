import { CampaignList } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { BONUSES_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { apiSend } from '~/lib/session/api-send.ts'

import { allPages } from './all-pages.ts'

export { BONUSES_QUERY_ROOT }

/** GET /bonuses, every page: each running campaign with the player's status (visitors see them too). */
export const campaignsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: [...BONUSES_QUERY_ROOT, 'campaigns', signedIn],
    queryFn: ({ signal }) =>
      allPages((page, limit) => apiSend('GET', '/bonuses', CampaignList, { query: { page, limit }, signal })),
    staleTime: 60_000,
  })

export const useCampaigns = (signedIn: boolean) => useQuery(campaignsQueryOptions(signedIn))
