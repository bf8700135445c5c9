import type { Player } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSend, isUnauthorized } from './api-send.ts'
import { csrfToken } from './csrf.ts'

export const playerQueryKey = ['session', 'player'] as const

/**
 * GET /player: the signed-in player, or null for a visitor (401). The API sets and clears the
 * readable CSRF cookie together with the session cookie, so a browser without it has no session:
 * a visitor is not asked (the 401 would be a console error on every page a visitor opens).
 */
export async function getPlayer(signal?: AbortSignal): Promise<Player | null> {
  if (typeof document !== 'undefined' && csrfToken() === undefined) return null
  try {
    return await apiSend('GET', '/player', lazySchema('Player'), {
      api: 'platform',
      signal,
      expectUnauthorized: true,
    })
  } catch (e) {
    if (isUnauthorized(e)) return null
    throw e
  }
}

/** The session lives in an httpOnly cookie the SSR fetch does not forward: the browser asks. */
export const getPlayerQueryOptions = () =>
  queryOptions({
    queryKey: playerQueryKey,
    queryFn: ({ signal }) => getPlayer(signal),
    staleTime: 60_000,
    enabled: typeof window !== 'undefined',
  })

export const usePlayer = () => useQuery(getPlayerQueryOptions())
