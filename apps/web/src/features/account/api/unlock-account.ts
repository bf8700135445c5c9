import { UnlockResult } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /users/unlock?unlock_token=: unlocks an account locked after failed sign-ins. */
export const unlockAccount = (token: string) =>
  apiSend('GET', '/users/unlock', UnlockResult, { api: 'platform', query: { unlock_token: token } })
