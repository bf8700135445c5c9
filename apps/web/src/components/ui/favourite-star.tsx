import { createContext, useContext, type ComponentType } from 'react'

/** What a star marks (spec §7 `/favourites/{type}/{id}`) and the name its label says. */
export interface FavouriteTarget {
  type: 'matches' | 'leagues' | 'sports'
  id: number
  /** "Arsenal v Chelsea", "Premier League", "Football": the label reads "Add … to favourites". */
  name: string
}

/**
 * The star's implementation, provided by the root route (features/favourites): catalog and match
 * components place a star without importing another feature.
 */
const FavouriteStarContext = createContext<ComponentType<FavouriteTarget> | null>(null)
export const FavouriteStarProvider = FavouriteStarContext.Provider

/** A favourite star for the target, or nothing when no implementation is provided (tests, embeds). */
export function FavouriteStar(props: FavouriteTarget) {
  const Star = useContext(FavouriteStarContext)
  return Star ? <Star {...props} /> : null
}
