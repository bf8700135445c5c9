import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { FavouriteStarProvider, type FavouriteTarget } from '~/components/ui/favourite-star.tsx'

type Toggle = ComponentType<FavouriteTarget>

// The toggle (react-aria, the favourites query) loads after the page's first script, once.
let loading: Promise<Toggle> | undefined
const loadToggle = () => (loading ??= import('./favourite-toggle.tsx').then((m) => m.FavouriteToggle))

const placeholder = <span aria-hidden className="size-7 shrink-0" />

/**
 * Rendered in the browser only, once its code is there: a star rendered on the server would wait
 * for its code and then for an idle moment to hydrate (seconds on a long listing), ignoring presses.
 */
function LazyStar(props: FavouriteTarget) {
  const [Star, setStar] = useState<Toggle | null>(null)
  useEffect(() => {
    let live = true
    void loadToggle().then((t) => live && setStar(() => t))
    return () => {
      live = false
    }
  }, [])
  return Star ? <Star {...props} /> : placeholder
}

/** Gives every catalog and match component its favourite star (composed by the root route). */
export function FavouritesRoot({ children }: { children: ReactNode }) {
  return <FavouriteStarProvider value={LazyStar}>{children}</FavouriteStarProvider>
}
