// In the first load (entry.client.tsx), kept tiny: a page opened offline gets the last known session
// and open bets back before it hydrates (offline-snapshot.ts, loaded then only); the worker and the
// snapshot's writer load after `load`, when idle (register-service-worker.ts).

/** Before hydration: offline, the last copy of the player's queries is put back. */
export const restoreIfOffline = (): Promise<void> =>
  navigator.onLine ? Promise.resolve() : import('./offline-snapshot.ts').then((m) => m.restoreOffline())

/** After `load` and once idle: the service worker and the snapshot's writer (their own chunk). */
export function registerWhenIdle(win: Window = window): void {
  const start = () => void import('./register-service-worker.ts').then((m) => m.registerServiceWorker(win))
  const idle = () => ('requestIdleCallback' in win ? win.requestIdleCallback(start) : setTimeout(start, 1))
  if (document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}
