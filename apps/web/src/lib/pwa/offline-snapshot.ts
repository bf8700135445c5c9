// The signed-in player's last known session and open bets, kept for offline use (issue #31, ADR 042):
// TanStack Query's own dehydrate/hydrate of three queries (the player, their accounts, the open bets
// list My Bets and the match strip share) into local storage, the moment they change. A page opened
// offline (the service worker's copy) puts them back before it hydrates, with the time each was
// fetched, so My Bets shows the bets as last known "Offline, as of 14:03" (components/ui/stale-mark.tsx).
// Not a second cache: while online the queries fetch as always and the copy is only written.
import { dehydrate, hydrate, onlineManager, type Query, type QueryClient } from '@tanstack/react-query'
import { getQueryClient } from '~/lib/query-client.ts'
import { readJson, removeItem, writeJson } from '~/lib/safe-storage.ts'

export const OFFLINE_SNAPSHOT_KEY = 'sb_offline_snapshot'
/** Changes in a burst (a page's first queries, a poll) are written once. */
export const SNAPSHOT_WRITE_DELAY_MS = 500

/** The queries kept: the session (player, accounts) and the open bets list. */
export function keptQuery(key: readonly unknown[]): boolean {
  if (key[0] === 'session') return key[1] === 'player' || key[1] === 'accounts'
  const filters = key[1] as { status?: string; result?: string } | undefined
  return key[0] === 'bets' && filters?.status === 'open' && filters.result === 'all'
}

const keep = (q: Query) => q.state.status === 'success' && keptQuery(q.queryKey)

/** Writes the kept queries, or removes the copy once nobody is signed in (sign-out, expired session: null). */
export function saveSnapshot(qc: QueryClient): void {
  const player = qc.getQueryData<{ id?: unknown } | null>(['session', 'player'])
  // Not known yet (the page still asks): the copy stays; signed out (null): it goes.
  if (player === undefined) return
  if (player === null) return removeItem('local', OFFLINE_SNAPSHOT_KEY)
  writeJson('local', OFFLINE_SNAPSHOT_KEY, dehydrate(qc, { shouldDehydrateQuery: keep }))
}

/** Puts the last copy back into the cache (the page opened offline); whatever the cache has wins. */
export function restoreSnapshot(qc: QueryClient): void {
  const state = readJson('local', OFFLINE_SNAPSHOT_KEY)
  if (state && typeof state === 'object' && 'queries' in state) hydrate(qc, state as never)
}

/**
 * The page opened offline: queries wait for the network (TanStack Query starts out online and only
 * hears later changes) instead of failing, and the last copy is back in the cache before hydration.
 */
export function restoreOffline(qc: QueryClient = getQueryClient()): void {
  onlineManager.setOnline(false)
  restoreSnapshot(qc)
}

/** Keeps the copy up to date from now on; returns the stop. */
export function keepSnapshot(qc: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    saveSnapshot(qc)
  }
  const stop = qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return
    // A change offline is a query failing or pausing: the copy stays as last known. A change made
    // online is written even if the network goes within the delay.
    if (!keptQuery(event.query.queryKey) || timer || !navigator.onLine) return
    timer = setTimeout(flush, SNAPSHOT_WRITE_DELAY_MS)
  })
  // A page left (a reload, a closed tab) within the delay still writes what changed.
  window.addEventListener('pagehide', flush)
  // What the page fetched before this writer started (it starts after load) is written now.
  if (navigator.onLine) saveSnapshot(qc)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('pagehide', flush)
    stop()
  }
}
