import { lazy, Suspense } from 'react'
import type { MatchFilters } from '../api/get-matches.ts'

// Its own chunk: most league pages have no outright, so their first load does not carry the code.
const OutrightList = lazy(() => import('./outright-list.tsx'))

/** The outrights of a filter, loaded after the page's own code (nothing shown meanwhile). */
export function LazyOutrightList(props: { filters: MatchFilters; title?: string }) {
  return (
    <Suspense fallback={null}>
      <OutrightList {...props} />
    </Suspense>
  )
}
