import { useIntl } from 'react-intl'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { useMatches } from '~/features/catalog/api/get-matches.ts'
import { listings } from '~/features/catalog/filters.ts'
import { apiBaseUrl, buildUrl } from '~/lib/api-client.ts'
import { galleryWidgets } from '~/widgets/gallery.ts'
import { WidgetArea } from '~/widgets/widget-area.tsx'

/**
 * Development only, like the scenario simulator: the page exists where the backend serves its
 * development routes (DEV_TOOLS), else it is a 404.
 */
export async function loader() {
  const res = await fetch(buildUrl(apiBaseUrl('dev'), '/scenarios')).catch(() => null)
  if (!res?.ok) throw new Response(null, { status: 404 })
  return null
}

/**
 * /sports/dev/widgets: every content widget kind of spec §2 once (issue #33.5), each under its kind's
 * name, with typical props and a match the backend lists now, so a brand author sees what each does.
 */
export default function DevWidgets() {
  const intl = useIntl()
  const live = useMatches(listings.homeLive()).data?.data[0]
  const upcoming = useMatches(listings.homeTop()).data?.data[0]
  const widgets = galleryWidgets((live ?? upcoming)?.id)
  return (
    <>
      <PageTitle id="dev_widgets.title" />
      <div className="flex flex-col gap-6">
        <h1 className="px-1 text-xl font-bold">{intl.formatMessage({ id: 'dev_widgets.title' })}</h1>
        <p className="px-1 text-sm text-muted">
          {intl.formatMessage({ id: 'dev_widgets.intro' }, { count: widgets.length })}
        </p>
        {widgets.map((w) => (
          // A plain block, not a region: 46 more landmarks would only crowd a screen reader's list.
          <div
            key={w.kind}
            className="flex flex-col gap-2 border-t border-line pt-3"
            data-testid="gallery-kind"
          >
            <h2 className="px-1 font-mono text-xs font-semibold text-muted">{w.kind}</h2>
            <WidgetArea widgets={[w]} />
          </div>
        ))}
      </div>
    </>
  )
}
