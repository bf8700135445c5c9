// Whether live data on screen is still live (issue #31 "fresh or visibly stale"): one answer for every
// live panel (listing, match, slip, My Bets), from the realtime connection and the browser's online
// flag. The instant the connection was lost is when the data on screen was last known current.
import { getRealtimeClient } from '~/lib/realtime/browser-client.ts'

/** A lost connection marks panels stale after this long: a deploy's reconnect is usually quicker. */
export const STALE_AFTER_MS = 2_000

type Listener = () => void
const listeners = new Set<Listener>()
let lostAt: number | null = null
let staleSince: number | null = null
let wasConnected = false
let timer: ReturnType<typeof setTimeout> | undefined
let stop: (() => void) | undefined

function set(next: number | null) {
  if (next === staleSince) return
  staleSince = next
  for (const l of listeners) l()
}

function check() {
  const client = getRealtimeClient()
  const state = client?.state ?? 'disconnected'
  if (state === 'connected') wasConnected = true
  const lost = !navigator.onLine || (wasConnected && state !== 'connected')
  if (!lost) {
    clearTimeout(timer)
    lostAt = null
    return set(null)
  }
  if (lostAt !== null) return
  const at = Date.now()
  lostAt = at
  timer = setTimeout(() => lostAt === at && set(at), navigator.onLine ? STALE_AFTER_MS : 0)
}

function start() {
  const offState = getRealtimeClient()?.onStateChange(check)
  window.addEventListener('online', check)
  window.addEventListener('offline', check)
  check()
  return () => {
    offState?.()
    window.removeEventListener('online', check)
    window.removeEventListener('offline', check)
  }
}

/** Subscribes to staleness; the first subscriber starts watching, the last one stops. */
export function subscribeFreshness(listener: Listener): () => void {
  listeners.add(listener)
  stop ??= start()
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    stop?.()
    stop = undefined
  }
}

/** Since when live data has been stale (ms epoch), or null while it is live (always null on the server). */
export const staleSinceNow = (): number | null => staleSince
