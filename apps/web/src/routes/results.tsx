import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Form, useSearchParams, useSubmit } from 'react-router'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { DayField } from '~/components/ui/day-field.tsx'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { useSports } from '~/features/catalog/api/get-sports.ts'
import { ResultList } from '~/features/catalog/components/result-list.tsx'
import { readResultsParams, resultsFilters } from '~/features/catalog/results-params.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageWidgets } from '~/widgets/brand-page.tsx'
import type { Route } from './+types/results'

const load = (request: Request) => async (qc: QueryClient, locale: string) => {
  const params = readResultsParams(new URL(request.url).searchParams)
  await warm([qc.prefetchQuery(getMatchesQueryOptions(resultsFilters(params), locale))])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load(request), request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load(request), request)

const field = 'rounded-md border border-line bg-surface px-3 py-2'

/** Spec §2 results: finished matches with their final scores, by sport and day (both in the URL). */
export default function Results({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const params = readResultsParams(search)
  const { data: sports } = useSports()
  const submit = useSubmit()
  const intl = useIntl()
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <div className="flex flex-col gap-4">
        <PageHeading id="brand.page.results" />
        <PageWidgets page="results" />
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          onChange={(e) => void submit(e.currentTarget, { preventScrollReset: true })}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            <FormattedMessage id="results.sport" />
            <select name="sport" defaultValue={params.sport ?? ''} className={field} key={params.sport}>
              <FormattedMessage id="results.all_sports">
                {(t) => <option value="">{t}</option>}
              </FormattedMessage>
              {sports?.map((s) => (
                <option key={s.id} value={s.key}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <DayField
            name="date"
            label={intl.formatMessage({ id: 'results.date' })}
            value={params.date}
            className="text-sm"
            onChange={(day) => {
              const next = new URLSearchParams(search)
              if (day) next.set('date', day)
              else next.delete('date')
              void submit(next, { method: 'get', preventScrollReset: true })
            }}
          />
          <noscript>
            <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-on-brand">
              <FormattedMessage id="results.show" />
            </button>
          </noscript>
        </Form>
        <ResultList filters={resultsFilters(params)} />
      </div>
    </HydrationBoundary>
  )
}
