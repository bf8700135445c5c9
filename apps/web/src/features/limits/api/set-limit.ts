import type { SetUserLimitRequest } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /user_limits: a stricter limit applies now; a looser one waits 24 h and a confirmation. */
export const setLimit = (body: SetUserLimitRequest) =>
  apiSend('POST', '/user_limits', lazySchema('UserLimit'), { api: 'platform', body })
