import { lazy, Suspense, type ReactNode } from 'react'
import { FavouriteStarProvider, type FavouriteTarget } from '~/components/ui/favourite-star.tsx'

// The toggle (react-aria, the favourites query) loads after the page's first script, not in it.
const FavouriteToggle = lazy(() =>
  import('./favourite-toggle.tsx').then((m) => ({ default: m.FavouriteToggle })),
)

function LazyStar(props: FavouriteTarget) {
  return (
    <Suspense fallback={<span aria-hidden className="size-7 shrink-0" />}>
      <FavouriteToggle {...props} />
    </Suspense>
  )
}

/** Gives every catalog and match component its favourite star (composed by the root route). */
export function FavouritesRoot({ children }: { children: ReactNode }) {
  return <FavouriteStarProvider value={LazyStar}>{children}</FavouriteStarProvider>
}
