import type { MatchFilters } from './api/get-matches.ts'
import { LISTING_LIMIT } from './filters.ts'

/** Spec §2 listing query parameters of the match listings: time, sortBy, page and isBettable. */
export const LISTING_HOURS = [1, 3, 6, 12, 24, 48] as const
export const LISTING_SORTS = ['priority', 'start_time', 'bets_count'] as const
/** "Show more" grows the list a page at a time, up to this many pages. */
export const LISTING_MAX_PAGES = 10
/** `time` windows start at now rounded down to this, so server and browser ask the same query. */
const WINDOW_ROUND_MS = 5 * 60 * 1000

export interface ListingParams {
  /** Only matches starting within this many hours; null: any time. */
  time: (typeof LISTING_HOURS)[number] | null
  sortBy: (typeof LISTING_SORTS)[number]
  page: number
  isBettable: boolean
}

const SORTS: Record<ListingParams['sortBy'], string> = {
  priority: '-tournament_priority,start_time',
  start_time: 'start_time',
  bets_count: '-bets_count,start_time',
}

/** Reads the parameters; anything unknown or malformed is its default, never an error. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const hours = Number(search.get('time'))
  const sort = search.get('sortBy')
  const page = Number(search.get('page'))
  return {
    time: (LISTING_HOURS as readonly number[]).includes(hours) ? (hours as ListingParams['time']) : null,
    sortBy: (LISTING_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ListingParams['sortBy'])
      : 'priority',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LISTING_MAX_PAGES) : 1,
    isBettable: search.get('isBettable') === 'true',
  }
}

/** The parameters written back: defaults are left out so plain URLs stay plain. */
export function writeListingParams(p: ListingParams, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base)
  for (const k of ['time', 'sortBy', 'page', 'isBettable']) out.delete(k)
  if (p.time) out.set('time', String(p.time))
  if (p.sortBy !== 'priority') out.set('sortBy', p.sortBy)
  if (p.page > 1) out.set('page', String(p.page))
  if (p.isBettable) out.set('isBettable', 'true')
  return out
}

/** A listing's filters with the parameters applied (`now` passed in: the same on server and browser). */
export function applyListingParams(f: MatchFilters, p: ListingParams, now: number): MatchFilters {
  const from = Math.floor(now / WINDOW_ROUND_MS) * WINDOW_ROUND_MS
  return {
    ...f,
    sortBy: SORTS[p.sortBy],
    limit: (f.limit ?? LISTING_LIMIT) * p.page,
    ...(p.time ? { startTo: new Date(from + p.time * 3600_000).toISOString() } : {}),
    ...(p.isBettable ? { bettable: true } : {}),
  }
}
