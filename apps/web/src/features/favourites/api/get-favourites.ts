import { Favourites } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /favourites: the player's starred matches, leagues and sports (spec §7 getFavorites). */
export const getFavourites = (signal?: AbortSignal) => apiSend('GET', '/favourites', Favourites, { signal })

export const favouritesQueryKey = (playerId: number | undefined) =>
  ['favourites', playerId ?? 'visitor'] as const

export const getFavouritesQueryOptions = (playerId: number | undefined) =>
  queryOptions({
    queryKey: favouritesQueryKey(playerId),
    queryFn: ({ signal }) => getFavourites(signal),
    staleTime: 60_000,
    // A visitor has none (spec §6: favourites need a session); the server is not asked.
    enabled: playerId !== undefined && typeof window !== 'undefined',
  })

export const useFavourites = (playerId: number | undefined) => useQuery(getFavouritesQueryOptions(playerId))
