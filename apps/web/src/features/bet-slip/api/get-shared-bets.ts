import { SharedBets } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /bets/share-code?code=: the shared bets as the catalogue has them now. */
export const getSharedBets = (code: string) =>
  apiSend('GET', '/bets/share-code', SharedBets, { query: { code } })
