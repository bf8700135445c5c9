import type { Widget } from '@sportsbook/contract'
import type { QueryClient } from '@tanstack/react-query'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { widgetMatchFilters } from './filters.ts'

/** The queries a composition's widgets will ask for, started together by the page's loader. */
export function prefetchWidgets(
  qc: QueryClient,
  widgets: readonly Widget[],
  locale: string,
): Promise<unknown>[] {
  return widgets.flatMap((w) => {
    const f = widgetMatchFilters(w)
    if (f) return [qc.prefetchQuery(getMatchesQueryOptions(f, locale))]
    if (w.kind === 'topLeagues' || w.kind === 'navTopLeagues')
      return [qc.prefetchQuery(getTournamentsQueryOptions({ top: true }, locale))]
    if (w.kind === 'sportList') return [qc.prefetchQuery(getSportsQueryOptions(locale))]
    return []
  })
}
