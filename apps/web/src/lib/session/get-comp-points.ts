import type { CompPoints } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend, isUnauthorized } from './api-send.ts'

const EMPTY: CompPoints = { persistent_points: 0, plans: [] }

/** GET /player/comp_points: the player's points and plans; a 401 yields empty (spec §7). */
export async function getCompPoints(signal?: AbortSignal): Promise<CompPoints> {
  try {
    return await apiSend('GET', '/player/comp_points', lazySchema('CompPoints'), {
      api: 'platform',
      signal,
      expectUnauthorized: true,
    })
  } catch (e) {
    if (isUnauthorized(e)) return EMPTY
    throw e
  }
}
