import { useEffect } from 'react'
import { publicEnv } from '~/config/public-env.ts'
import { startErrorReporting } from '~/lib/error-reporting/start-reporting.ts'

/** Starts error reporting once the page is up (spec §7: envelopes to the configured DSN). */
export function ErrorReporting() {
  useEffect(() => startErrorReporting(publicEnv().errorReportingDsn, import.meta.env.MODE), [])
  return null
}
