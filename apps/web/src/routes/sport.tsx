import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { getCategoriesQueryOptions } from '~/features/catalog/api/get-categories.ts'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { CategoryList } from '~/features/catalog/components/category-list.tsx'
import { LeagueList } from '~/features/catalog/components/league-list.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { ListingControls, ShowMore } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { clientPrefetch, notFound, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { routeBrand } from '~/lib/brand/route-brand.ts'
import { prefetchWidgets } from '~/widgets/prefetch.ts'
import type { Route } from './+types/sport'

// A brand's custom pages are rare beside sport pages: their widgets' code loads only for them.
const CustomPage = lazy(() => import('~/widgets/custom-page.tsx').then((m) => ({ default: m.CustomPage })))

/** The sport's upcoming matches with the listing parameters of the URL (spec §2). */
const upcoming = (sportKey: string, search: URLSearchParams) =>
  listingFilters(listings.sportUpcoming(sportKey), search)

const load = (sportKey: string, request: Request) => async (qc: QueryClient, locale: string) => {
  const sports = await qc.ensureQueryData(getSportsQueryOptions(locale))
  const sport = sports.find((s) => s.key === sportKey)
  if (!sport) {
    // Not a sport: maybe one of the brand's own pages at /sports/<path> (spec §2 custom pages).
    const page = (await routeBrand(request))?.custom_pages.find((p) => p.path === `/${sportKey}`)
    if (!page) throw notFound()
    await warm(prefetchWidgets(qc, page.widgets, locale))
    return { sport: null, page }
  }
  await warm([
    qc.prefetchQuery(getCategoriesQueryOptions(sportKey, locale)),
    qc.prefetchQuery(getTournamentsQueryOptions({ sportKey, top: true }, locale)),
    qc.prefetchQuery(getMatchesQueryOptions(listings.sportLive(sportKey), locale)),
    qc.prefetchQuery(getMatchesQueryOptions(upcoming(sportKey, new URL(request.url).searchParams), locale)),
  ])
  return { sport, page: null }
}

export const loader = ({ params, request }: Route.LoaderArgs) =>
  serverPrefetch(load(params.sport, request), request)
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  clientPrefetch(load(params.sport, request), request)

export default function SportPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl()
  const { sport, page } = loaderData
  const [search] = useSearchParams()
  const upcomingFilters = upcoming(sport?.key ?? '', search)
  if (!sport)
    return (
      <HydrationBoundary state={loaderData.dehydrated}>
        <Suspense fallback={null}>
          <CustomPage page={page} />
        </Suspense>
      </HydrationBoundary>
    )
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.listing" values={{ name: sport.name }} />
      <div className="flex flex-col gap-5">
        <h1 className="flex items-center gap-2 px-1 text-xl font-bold">
          <SportIcon sportKey={sport.key} className="size-5" />
          {sport.name}
        </h1>
        <CategoryList sportKey={sport.key} />
        <MatchesSection
          filters={listings.sportLive(sport.key)}
          title={intl.formatMessage({ id: 'home.live_now' })}
          skeletonRows={3}
        />
        <ListingControls />
        <MatchesSection filters={upcomingFilters} title={intl.formatMessage({ id: 'catalog.upcoming' })} />
        <ShowMore filters={upcomingFilters} />
        <LeagueList
          filters={{ sportKey: sport.key, top: true }}
          title={intl.formatMessage({ id: 'home.top_leagues' })}
        />
      </div>
    </HydrationBoundary>
  )
}
