import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /user_limits/:id/confirm: the player confirms a raise or removal once its cooling period is over. */
export const confirmLimit = (id: number) =>
  apiSend('POST', `/user_limits/${id}/confirm`, lazySchema('UserLimit'), { api: 'platform' })
