import type { MatchFilters } from './api/get-matches.ts'
import { LISTING_LIMIT } from './filters.ts'

/** Spec §2 listing query parameters of the match listings: time, sortBy, date, sport, page and isBettable. */
export const LISTING_HOURS = [1, 3, 6, 12, 24, 48] as const
export const LISTING_SORTS = ['priority', 'start_time', 'bets_count'] as const
/** "Show more" grows the list a page at a time, up to this many pages. */
export const LISTING_MAX_PAGES = 10
/** `time` windows start at now rounded down to this, so server and browser ask the same query. */
const WINDOW_ROUND_MS = 5 * 60 * 1000
const MAX_API_LIMIT = 500
const DAY_MS = 24 * 3600 * 1000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const SPORT_KEY = /^[a-z0-9-]{1,40}$/

/** The parameters, in the order they are written to the URL. */
export const LISTING_KEYS = ['time', 'sortBy', 'date', 'sport', 'page', 'isBettable'] as const
export type ListingKey = (typeof LISTING_KEYS)[number]

export interface ListingParams {
  /** Only matches starting within this many hours; null: any time. */
  time: (typeof LISTING_HOURS)[number] | null
  /** "priority" (the default) keeps the listing's own order. */
  sortBy: (typeof LISTING_SORTS)[number]
  /** One UTC day (YYYY-MM-DD); null: any day. */
  date: string | null
  /** One sport's matches (a sport key); null: every sport. */
  sport: string | null
  page: number
  isBettable: boolean
}

const SORTS: Record<Exclude<ListingParams['sortBy'], 'priority'>, string> = {
  start_time: 'start_time',
  bets_count: '-bets_count,start_time',
}
/** Recommended order where the listing has none of its own. */
const PRIORITY_SORT = '-tournament_priority,start_time'

const isDay = (v: string | null): v is string =>
  v !== null && ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))

/** Reads the parameters; anything unknown or malformed is its default, never an error. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const hours = Number(search.get('time'))
  const sort = search.get('sortBy')
  const page = Number(search.get('page'))
  const date = search.get('date')
  const sport = search.get('sport')
  return {
    time: (LISTING_HOURS as readonly number[]).includes(hours) ? (hours as ListingParams['time']) : null,
    sortBy: (LISTING_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ListingParams['sortBy'])
      : 'priority',
    date: isDay(date) ? date : null,
    sport: sport && SPORT_KEY.test(sport) ? sport : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LISTING_MAX_PAGES) : 1,
    isBettable: search.get('isBettable') === 'true',
  }
}

/** The parameters written back: defaults are left out so plain URLs stay plain. */
export function writeListingParams(p: ListingParams, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base)
  for (const k of LISTING_KEYS) out.delete(k)
  if (p.time) out.set('time', String(p.time))
  if (p.sortBy !== 'priority') out.set('sortBy', p.sortBy)
  if (p.date) out.set('date', p.date)
  if (p.sport) out.set('sport', p.sport)
  if (p.page > 1) out.set('page', String(p.page))
  if (p.isBettable) out.set('isBettable', 'true')
  return out
}

/**
 * A listing's filters with the parameters applied (`now` passed in: the same on server and browser).
 * A listing that fixes its own sport ignores `sport`; `time` narrows a `date` further.
 */
export function applyListingParams(f: MatchFilters, p: ListingParams, now: number): MatchFilters {
  const from = Math.floor(now / WINDOW_ROUND_MS) * WINDOW_ROUND_MS
  const out: MatchFilters = {
    ...f,
    sortBy: p.sortBy === 'priority' ? (f.sortBy ?? PRIORITY_SORT) : SORTS[p.sortBy],
    // GET /matches answers at most 500 a page (spec §5).
    limit: Math.min((f.limit ?? LISTING_LIMIT) * p.page, MAX_API_LIMIT),
  }
  if (p.sport && !f.sportKey) out.sportKey = p.sport
  if (p.date) {
    const start = Date.parse(`${p.date}T00:00:00Z`)
    out.startFrom = new Date(start).toISOString()
    out.startTo = new Date(start + DAY_MS).toISOString()
  }
  if (p.time) {
    const to = from + p.time * 3600_000
    out.startTo = new Date(out.startTo ? Math.min(Date.parse(out.startTo), to) : to).toISOString()
  }
  if (p.isBettable) out.bettable = true
  return out
}

/** The filters of a listing page from its URL: what its loader prefetches and its component shows. */
export const listingFilters = (f: MatchFilters, search: URLSearchParams, now = Date.now()): MatchFilters =>
  applyListingParams(f, readListingParams(search), now)
