import type { Favourites, FavouriteType } from '@sportsbook/contract'

/** The optimistic list: `id` starred (newest first) or unstarred, the rest untouched. */
export function withStar(list: Favourites, type: FavouriteType, id: number, on: boolean): Favourites {
  const rest = list[type].filter((x) => x !== id)
  return { ...list, [type]: on ? [id, ...rest] : rest }
}

export const EMPTY_FAVOURITES: Favourites = { matches: [], leagues: [], sports: [] }

/** Whether a player has anything that lists matches (a starred match or league). */
export const hasMatchFavourites = (f: Favourites | undefined): boolean =>
  !!f && f.matches.length + f.leagues.length > 0
