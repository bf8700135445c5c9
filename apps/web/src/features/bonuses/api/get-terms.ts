import { BonusTerms } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** GET /bonuses/{comboboosts|freebets}/{id}/terms, loaded when the terms dialog opens. */
export const useBonusTerms = (id: string, type: string, enabled: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'terms', id],
    queryFn: ({ signal }) =>
      apiSend(
        'GET',
        `/bonuses/${type === 'comboboost' ? 'comboboosts' : 'freebets'}/${id}/terms`,
        BonusTerms,
        {
          signal,
        },
      ),
    enabled,
    staleTime: 5 * 60_000,
  })
