import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from './api-send.ts'

/** GET /player/status_groups: the loyalty groups, the player's own marked `current` (spec §3). */
export const getStatusGroups = (signal?: AbortSignal) =>
  apiSend('GET', '/player/status_groups', lazySchema('StatusGroups'), { api: 'platform', signal })
