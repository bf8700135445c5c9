import { BonusTerms } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

const TERMS_PATH: Record<string, string> = {
  comboboost: 'comboboosts',
  lootbox: 'lootboxes',
  hunting: 'huntings',
  tournament: 'tournaments',
}

/** GET /bonuses/{comboboosts|freebets|huntings|tournaments|lootboxes}/{id}/terms, loaded when the terms dialog opens. */
export const useBonusTerms = (id: string, type: string, enabled: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'terms', id],
    queryFn: ({ signal }) =>
      apiSend('GET', `/bonuses/${TERMS_PATH[type] ?? 'freebets'}/${id}/terms`, BonusTerms, {
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
  })
