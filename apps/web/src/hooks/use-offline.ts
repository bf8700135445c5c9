import { useSyncExternalStore } from 'react'
import { isOfflineNow, subscribeOnline } from '~/lib/live/online.ts'

/** Whether the browser is offline now (`lib/live/online.ts`); false on the server and while hydrating. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOfflineNow, () => false)
}
