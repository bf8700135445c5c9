import type { Widget } from '@sportsbook/contract'
import type { MatchFilters } from '~/features/catalog/api/get-matches.ts'
import { listings, results } from '~/features/catalog/filters.ts'

const PRIORITY = '-sport_priority,-category_priority,-tournament_priority,start_time'

/** The match listing an events widget shows: the same query key for prefetch and render. */
export function widgetMatchFilters(w: Widget): MatchFilters | null {
  switch (w.kind) {
    case 'liveEvents':
      return { sportKey: w.sport, statuses: [1], sortBy: PRIORITY, limit: w.limit }
    case 'prematchEvents':
      return { sportKey: w.sport, statuses: [0], sortBy: 'start_time', limit: w.limit }
    case 'topEvents':
      return { ...listings.homeTop(), limit: w.limit }
    case 'schedule':
      return { statuses: [0], sortBy: 'start_time', limit: w.limit }
    case 'results':
    case 'resultEvents':
      return results({ sportKey: w.sport, limit: w.limit })
    case 'outrights':
      return { type: 'outright', sportKey: w.sport, statuses: [0], sortBy: 'start_time', limit: w.limit }
    default:
      return null
  }
}
