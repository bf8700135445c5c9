import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { LiveBySport } from '~/features/catalog/components/live-by-sport.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { ListingControls } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { useSearchParams } from 'react-router'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { lazy, Suspense } from 'react'
import { useBrand } from '~/lib/brand/brand-context.ts'
import type { Route } from './+types/live'

/** Every live match, narrowed by the listing parameters of the URL (spec §2: sport, sortBy, isBettable). */
const LIVE_FIELDS = ['sport', 'sortBy', 'isBettable'] as const
const live = (search: URLSearchParams) => listingFilters(listings.allLive(), search)

const load = (request: Request) => async (qc: QueryClient, locale: string) => {
  await warm([qc.prefetchQuery(getMatchesQueryOptions(live(new URL(request.url).searchParams), locale))])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load(request), request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load(request), request)

// The widget registry loads only for a brand that composes its live page: most live pages carry none.
const PageWidgets = lazy(() => import('~/widgets/brand-page.tsx').then((m) => ({ default: m.PageWidgets })))

export default function Live({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const brandLive = (useBrand()?.pages.live?.length ?? 0) > 0
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.live" />
      <div className="flex flex-col gap-4">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="page.live.title" />
        </h1>
        {/* The brand's widgets for its live page (pages.live: a banner, a live promo…) above the list. */}
        {brandLive && (
          <Suspense fallback={null}>
            <PageWidgets page="live" />
          </Suspense>
        )}
        <ListingControls fields={LIVE_FIELDS} />
        <LiveBySport filters={live(search)} />
      </div>
    </HydrationBoundary>
  )
}
