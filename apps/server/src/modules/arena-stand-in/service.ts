// The stand-in arena: the address a launch answers, and the page at that address.
import { ApiError } from '../../lib/api-error.ts'
import { ARENA_PAGE_PATH, ARENA_PROVIDER } from './constants.ts'
import { arenaPage } from './page.ts'

export function createArenaStandInService() {
  return {
    /** The page to frame for `app`; only the stand-in provider "demo" exists. */
    launch(provider: string, app: string): { url: string } {
      if (provider !== ARENA_PROVIDER) throw new ApiError('not_found', 'No such arena provider')
      return { url: `${ARENA_PAGE_PATH}?app=${app}` }
    },
    page: arenaPage,
  }
}

export type ArenaStandInService = ReturnType<typeof createArenaStandInService>
