import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { ListingControls } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { DateFilter } from '~/features/schedule/components/date-filter.tsx'
import { dayRange, scheduleDay } from '~/features/schedule/schedule-days.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/schedule'

/** The day's matches (its own `date`), narrowed by the other listing parameters of the URL (spec §2). */
const SCHEDULE_FIELDS = ['sport', 'sortBy', 'isBettable'] as const
const filtersFor = (day: string, search: URLSearchParams) => {
  const { from, to } = dayRange(day)
  const rest = new URLSearchParams(search)
  rest.delete('date')
  rest.delete('page')
  return listingFilters(listings.schedule(from, to), rest)
}

const load = (request: Request) => async (qc: QueryClient, locale: string) => {
  const search = new URL(request.url).searchParams
  const day = scheduleDay(search.get('date'), new Date())
  await warm([qc.prefetchQuery(getMatchesQueryOptions(filtersFor(day, search), locale))])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load(request), request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load(request), request)

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const now = new Date()
  const day = scheduleDay(params.get('date'), now)
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.schedule" />
      <div className="flex flex-col gap-3">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="page.schedule.title" />
        </h1>
        <DateFilter selected={day} now={now} />
        <ListingControls fields={SCHEDULE_FIELDS} />
        <MatchesSection filters={filtersFor(day, params)} skeletonRows={10} />
      </div>
    </HydrationBoundary>
  )
}
