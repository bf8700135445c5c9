import { ActivateResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bonuses/{id}/activate: a freebet that needs activation becomes usable. */
export const activateBonus = (id: string) => apiSend('POST', `/bonuses/${id}/activate`, ActivateResponse)
