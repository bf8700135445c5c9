import { ApiError } from '../api-client.ts'
import { reportError } from './start-reporting.ts'

/**
 * How a query or mutation's failures are reported (its `meta.reportErrors`): by default the
 * spec §8 "other errors"; `{ except: [400, 404, 500] }` reports every failure but those statuses
 * (jackpots); `'always'` every failure (sign-out, which is only reported); `false` none.
 */
export type ReportErrors = { readonly except: readonly number[] } | 'always' | false

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reportErrors?: ReportErrors }
    mutationMeta: { reportErrors?: ReportErrors }
  }
}

/**
 * Whether a failed call is one spec §8 reports. Never a 401 (the session expired: the sign-in flow
 * handles it) nor a network failure or cancelled request (the filter drops those). Otherwise, by
 * default: a server failure (5xx), an answer we could not read (no catalogue body, or one that broke
 * its contract) and a refused request (invalid_params: the client sent what the API does not take);
 * a catalogue code the screen explains (odds changed, over a limit, wrong password) is the bettor's
 * business, not a fault.
 */
export function shouldReport(error: unknown, rule: ReportErrors | undefined): boolean {
  if (rule === false) return false
  if (!(error instanceof ApiError)) return error !== undefined
  if (error.status === 0 || error.status === 401) return false
  if (rule === 'always') return true
  if (rule) return !rule.except.includes(error.status)
  return (
    error.status >= 500 ||
    error.code === 'internal_error' ||
    error.code === 'invalid_response' ||
    error.code === 'invalid_params'
  )
}

/** Reports a failed query or mutation when `shouldReport` says so (the Sentry SDK, lazily). */
export function reportApiError(error: unknown, rule: ReportErrors | undefined, where: string): void {
  if (shouldReport(error, rule)) reportError(error, where)
}
