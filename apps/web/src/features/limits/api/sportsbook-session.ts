import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /sportsbook_sessions (getSessionsInfo): session time, stakes, returns, net position, next check. */
export const getSessionInfo = (signal?: AbortSignal) =>
  apiSend('POST', '/sportsbook_sessions', lazySchema('SportsbookSession'), { api: 'platform', signal })

/** POST /sportsbook_sessions/continue (continueSession): the next reality check one period from now. */
export const continueSession = () =>
  apiSend('POST', '/sportsbook_sessions/continue', lazySchema('SportsbookSession'), { api: 'platform' })
