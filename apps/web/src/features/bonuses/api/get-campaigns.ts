import { CampaignList } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { BONUSES_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Spec §9: bonus lists are paged to 500. */
export const BONUS_LIST_LIMIT = 500
export { BONUSES_QUERY_ROOT }

/** GET /bonuses: every running campaign with the player's status (visitors see them too). */
export const campaignsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: [...BONUSES_QUERY_ROOT, 'campaigns', signedIn],
    queryFn: ({ signal }) =>
      apiSend('GET', '/bonuses', CampaignList, { query: { limit: BONUS_LIST_LIMIT }, signal }),
    staleTime: 60_000,
  })

export const useCampaigns = (signedIn: boolean) => useQuery(campaignsQueryOptions(signedIn))
