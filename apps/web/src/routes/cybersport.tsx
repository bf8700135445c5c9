import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { ListingControls, ShowMore } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { useSearchParams } from 'react-router'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/cybersport'

/** The upcoming list with the listing parameters of the URL (spec §2). */
const upcoming = (search: URLSearchParams) => listingFilters(listings.cyberUpcoming(), search)

const load = (request: Request) => async (qc: QueryClient, locale: string) => {
  await warm([
    qc.prefetchQuery(getMatchesQueryOptions(listings.cyberLive(), locale)),
    qc.prefetchQuery(getMatchesQueryOptions(upcoming(new URL(request.url).searchParams), locale)),
  ])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load(request), request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load(request), request)

export default function Cybersport({ loaderData }: Route.ComponentProps) {
  const intl = useIntl()
  const [search] = useSearchParams()
  const upcomingFilters = upcoming(search)
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.cybersport" />
      <div className="flex flex-col gap-5">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="nav.esports" />
        </h1>
        <MatchesSection filters={listings.cyberLive()} title={intl.formatMessage({ id: 'home.live_now' })} />
        <ListingControls />
        <MatchesSection filters={upcomingFilters} title={intl.formatMessage({ id: 'catalog.upcoming' })} />
        <ShowMore filters={upcomingFilters} />
      </div>
    </HydrationBoundary>
  )
}
