import { JackpotHitsSeenResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /jackpot-hits/mark-as-seen: the hit modal was closed. */
export const markHitsSeen = (ids: readonly string[]) =>
  apiSend('POST', '/jackpot-hits/mark-as-seen', JackpotHitsSeenResponse, { body: { ids } })
