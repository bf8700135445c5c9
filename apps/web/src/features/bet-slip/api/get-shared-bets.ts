import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /bets/share-code?code=: the shared bets as the catalogue has them now. */
export const getSharedBets = (code: string) =>
  apiSend('GET', '/bets/share-code', lazySchema('SharedBets'), { query: { code } })
