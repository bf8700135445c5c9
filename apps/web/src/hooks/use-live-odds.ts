import { useCallback, useSyncExternalStore } from 'react'
import { liveOdds, type LiveOdds } from '~/lib/live/odds-store.ts'

const none = () => () => {}
const nothing = () => undefined

/** The live price of one outcome (undefined until the page received one): re-renders only for this key. */
export function useLiveOdds(key: string | undefined): LiveOdds | undefined {
  const subscribe = useCallback((l: () => void) => (key ? liveOdds.subscribe(key, l) : () => {}), [key])
  return useSyncExternalStore(key ? subscribe : none, key ? () => liveOdds.get(key) : nothing, nothing)
}
