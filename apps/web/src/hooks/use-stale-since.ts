import { useSyncExternalStore } from 'react'
import { staleSinceNow, subscribeFreshness } from '~/lib/live/freshness.ts'

/** Since when the live data on screen has been stale, or null while it is live (`lib/live/freshness.ts`). */
export function useStaleSince(): number | null {
  return useSyncExternalStore(subscribeFreshness, staleSinceNow, () => null)
}
