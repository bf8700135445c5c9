import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** DELETE /user_limits/:id: removal after the cooling period, or a pending raise dropped at once. */
export const removeLimit = (id: number) =>
  apiSend('DELETE', `/user_limits/${id}`, lazySchema('UserLimit'), { api: 'platform' })
