import { useSyncExternalStore } from 'react'
import { ticker } from '~/lib/live/ticker.ts'

const none = () => () => {}

/**
 * Whole seconds since `at` (epoch ms), updated once a second by the shared ticker; undefined without
 * a time, and on the server (the age of a price belongs to the browser's clock).
 */
export function useSecondsSince(at: number | undefined): number | undefined {
  const now = useSyncExternalStore(at === undefined ? none : ticker.subscribe, ticker.now, () => undefined)
  if (at === undefined || now === undefined) return undefined
  return Math.max(0, Math.floor((now - at) / 1000))
}
