import { useEffect, useRef } from 'react'
import { useOnline } from '~/hooks/use-online.ts'
import { useRealtimeState } from '~/hooks/use-realtime-state.ts'
import { alerts } from './alert-store.ts'

/**
 * A lost live connection waits this long before alerting: a server restart or a deploy closes
 * sockets with "reconnect", and the client is usually back within the first backoff steps.
 */
export const CONNECTION_ALERT_DELAY_MS = 2_000

/**
 * Spec §4/§8: going offline shows the connection-error alert, coming back clears it. "Offline" is
 * the browser's own flag (at once) or a live connection that was up and has been lost for
 * CONNECTION_ALERT_DELAY_MS while the client keeps reconnecting.
 */
export function ConnectionAlert() {
  const online = useOnline()
  const state = useRealtimeState()
  const wasConnected = useRef(false)
  useEffect(() => {
    if (state === 'connected') wasConnected.current = true
    const lost = !online || (wasConnected.current && state !== 'connected')
    if (!lost) return alerts.dismissKind('connection_error')
    if (alerts.get()?.kind === 'connection_error') return
    const timer = setTimeout(
      () => alerts.show('connection_error', { sticky: true }),
      online ? CONNECTION_ALERT_DELAY_MS : 0,
    )
    return () => clearTimeout(timer)
  }, [online, state])
  return null
}
