import { results } from './filters.ts'
import type { MatchFilters } from './api/get-matches.ts'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const SPORT_KEY = /^[a-z0-9-]{1,40}$/
const DAY_MS = 24 * 3600 * 1000

export interface ResultsParams {
  sport: string | null
  /** A UTC day (YYYY-MM-DD), or null: the latest results of any day. */
  date: string | null
}

/** Spec §2 listing parameters sport and date of the results page; anything malformed is ignored. */
export function readResultsParams(search: URLSearchParams): ResultsParams {
  const sport = search.get('sport')
  const date = search.get('date')
  return {
    sport: sport && SPORT_KEY.test(sport) ? sport : null,
    date: date && ISO_DAY.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null,
  }
}

export function resultsFilters(p: ResultsParams): MatchFilters {
  if (!p.date) return results({ sportKey: p.sport ?? undefined })
  const start = new Date(`${p.date}T00:00:00Z`)
  return results({
    sportKey: p.sport ?? undefined,
    from: start.toISOString(),
    to: new Date(start.getTime() + DAY_MS).toISOString(),
  })
}
