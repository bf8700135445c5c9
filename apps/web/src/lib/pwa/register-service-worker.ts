// Registers the service worker (issue #31, ADR 042) once the page has loaded and the browser is idle,
// so it costs a first paint nothing: this file is its own chunk, imported from entry.client.tsx
// after `load`. From then on the player's session and open bets are kept for offline use.
import { getQueryClient } from '~/lib/query-client.ts'
import { keepSnapshot } from './offline-snapshot.ts'

/** The worker Workbox generates at build time (scripts/service-worker.mjs), for the whole origin. */
export const SERVICE_WORKER_URL = '/sw.js'
/** The worker's cache of pages for offline use (its `sb-pages` runtime cache, scripts/service-worker.mjs). */
export const PAGES_CACHE = 'sb-pages'

/**
 * The page the worker was installed from came before it, so it is not in the worker's copies yet: once
 * the worker is ready it is fetched again into them (this page's own URL, so its brand and locale).
 * Not when the worker answered this page: its own copy is on the way (two writes of one entry race).
 */
async function keepThisPage(win: Window): Promise<void> {
  // A page the worker answered (a later visit, or a reload once it had taken over) it keeps itself.
  const nav = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (nav && nav.workerStart > 0) return
  await win.navigator.serviceWorker.ready
  const cache = await win.caches.open(PAGES_CACHE)
  const url = win.location.href.split('#')[0]!
  if (!(await cache.match(url))) await cache.add(url)
}

/**
 * Not in a frame: a sportsbook embedded in an operator's page lives inside the host's page and its
 * offline story (the install prompt is the host's, a third-party frame's worker and storage are
 * partitioned by the host and dropped with its data, and the host reloads the frame anyway). A
 * browser without service workers (or an insecure origin) gets nothing, and neither does development.
 */
export function shouldRegister(win: Window, production: boolean): boolean {
  return production && win.parent === win && 'serviceWorker' in win.navigator && win.isSecureContext
}

export async function registerServiceWorker(win: Window = window): Promise<void> {
  keepSnapshot(getQueryClient())
  if (!shouldRegister(win, import.meta.env.PROD)) return
  try {
    await win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
    await keepThisPage(win)
  } catch {
    // Refused (private mode, a policy) or the page's copy failed: the site works as before, only
    // not offline (or not this page until its next visit).
  }
}
