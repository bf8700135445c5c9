import { REPORTING_DEFAULTS, beforeSend, dropReason, type ReportEvent } from './filters.ts'

let started = false

/**
 * Loads the Sentry browser SDK after the page is up (it costs nothing on the first paint) and
 * points it at the configured DSN; without a DSN nothing loads.
 */
export function startErrorReporting(dsn: string | null, environment: string): void {
  if (!dsn || started) return
  started = true
  const load = () =>
    void import('@sentry/browser').then((Sentry) => {
      Sentry.init({
        dsn,
        environment,
        maxBreadcrumbs: REPORTING_DEFAULTS.maxBreadcrumbs,
        transportOptions: { bufferSize: REPORTING_DEFAULTS.bufferSize },
        // The filter works on the structural subset of the event it reads and writes.
        beforeSend: (event, hint) => beforeSend(event as ReportEvent, hint) as typeof event | null,
        beforeSendTransaction: (event) => (dropReason(event as ReportEvent) ? null : event),
      })
    })
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 })
  else setTimeout(load, 1)
}

/**
 * Reports an error React caught (a render boundary swallows it, so the SDK's global handlers never
 * see it). Without a DSN nothing is sent; in development it is also logged.
 */
export function reportError(error: unknown, where: string): void {
  if (import.meta.env.DEV) console.error(`[${where}]`, error)
  if (!started) return
  void import('@sentry/browser').then((Sentry) =>
    Sentry.captureException(error, { tags: { boundary: where } }),
  )
}
