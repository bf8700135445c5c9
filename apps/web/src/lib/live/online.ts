// Whether the browser is offline (issue #31, ADR 042): one store for every price and the slip, so
// nothing is offered for betting from a page the service worker answered from its copy, or from
// data on screen once the network went away. The server renders online; the browser corrects it
// on hydration.
type Listener = () => void
const listeners = new Set<Listener>()

const notify = () => {
  for (const l of listeners) l()
}

/** Subscribes to the browser's online/offline changes. */
export function subscribeOnline(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', notify)
    window.addEventListener('offline', notify)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/** The browser says it has no network. */
export const isOfflineNow = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine
