import { useEffect } from 'react'
import { useStaleSince } from '~/hooks/use-stale-since.ts'
import { alerts } from './alert-store.ts'

/**
 * Spec §4/§8: going offline shows the connection-error alert, coming back clears it. "Offline" is
 * the one freshness rule every live panel reads (`lib/live/freshness.ts`): the browser's own flag at
 * once, or a live connection that was up and has been lost for `STALE_AFTER_MS` while the client
 * keeps reconnecting (a deploy's reconnect is usually quicker, so neither the alert nor the panels'
 * "as of" marks flash).
 */
export function ConnectionAlert() {
  const staleSince = useStaleSince()
  useEffect(() => {
    if (staleSince === null) return alerts.dismissKind('connection_error')
    if (alerts.get()?.kind !== 'connection_error') alerts.show('connection_error', { sticky: true })
  }, [staleSince])
  return null
}
