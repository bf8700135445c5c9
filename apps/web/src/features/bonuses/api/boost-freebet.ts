import { BoostResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bonuses/{id}/boost: a lootbox freebet × the lootbox's multiplier. */
export const boostFreebet = (id: string) => apiSend('POST', `/bonuses/${id}/boost`, BoostResponse)
