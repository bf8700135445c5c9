import { FAVOURITE_TYPES, FavouriteList, type Favourites } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * The player's starred matches, leagues and sports: spec §7's `GET /favourites/{type}` for each type,
 * asked together (an operator's API serves those three, not an aggregate).
 */
export async function getFavourites(signal?: AbortSignal): Promise<Favourites> {
  const lists = await Promise.all(
    FAVOURITE_TYPES.map((type) => apiSend('GET', `/favourites/${type}`, FavouriteList, { signal })),
  )
  const ids = (type: (typeof FAVOURITE_TYPES)[number]) => lists.find((l) => l.type === type)?.ids ?? []
  return { matches: ids('matches'), leagues: ids('leagues'), sports: ids('sports') }
}

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
