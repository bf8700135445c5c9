import type { ConnectionState } from '@sportsbook/contract'
import { useSyncExternalStore } from 'react'
import { getRealtimeClient } from '~/lib/realtime/browser-client.ts'

const noop = () => () => {}

/** The realtime connection state (disconnected / connecting / connected); disconnected on the server. */
export function useRealtimeState(): ConnectionState {
  const client = getRealtimeClient()
  return useSyncExternalStore(
    client ? (l) => client.onStateChange(l) : noop,
    () => client?.state ?? 'disconnected',
    () => 'disconnected',
  )
}
