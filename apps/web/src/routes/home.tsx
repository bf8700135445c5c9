import type { Widget } from '@sportsbook/contract'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { routeBrand } from '~/lib/brand/route-brand.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { prefetchWidgets } from '~/widgets/prefetch.ts'
import { WidgetArea } from '~/widgets/widget-area.tsx'
import type { Route } from './+types/home'

/** Today's home, kept when no brand could be read: live now, top events, top leagues. */
const FALLBACK_HOME: Widget[] = [
  { kind: 'liveEvents', layout: 'Default', limit: 12 },
  { kind: 'topEvents', layout: 'Default', limit: 15 },
  { kind: 'topLeagues', layout: 'Default' },
]

const load = (request: Request) => async (qc: QueryClient, locale: string) => {
  const brand = await routeBrand(request)
  await warm(prefetchWidgets(qc, brand?.pages.home ?? FALLBACK_HOME, locale))
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load(request), request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load(request), request)

/** The home page: the brand's composition of widgets (spec §2), today's look for the default brand. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const brand = useBrand()
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.home" />
      <h1 className="sr-only">
        <FormattedMessage id="page.home.title" />
      </h1>
      <WidgetArea widgets={brand?.pages.home ?? FALLBACK_HOME} />
    </HydrationBoundary>
  )
}
