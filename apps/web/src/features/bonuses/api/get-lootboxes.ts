import { LootboxList } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { allPages } from './all-pages.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** GET /bonuses/lootboxes: running lootboxes with the player's chests (visitors: the rules only). */
export const useLootboxes = (signedIn: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'lootboxes', signedIn],
    queryFn: ({ signal }) =>
      allPages((page, limit) =>
        apiSend('GET', '/bonuses/lootboxes', LootboxList, { query: { page, limit }, signal }),
      ),
    staleTime: 30_000,
  })
