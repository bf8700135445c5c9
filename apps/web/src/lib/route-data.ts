import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { data } from 'react-router'
import { localeFromPathname } from '~/config/paths.ts'
import { isNotFound } from './api-client.ts'
import { getQueryClient, makeQueryClient } from './query-client.ts'

export interface PrefetchedData {
  /** Server-rendered queries for the browser cache; null after client navigations (the cache already has them). */
  dehydrated: DehydratedState | null
}

/**
 * Client navigations wait this long for list data: fast answers render whole pages, slow ones
 * show skeletons instead of holding the old page on screen.
 */
export const CLIENT_WAIT_MS = 400

/** What a route's load gets: the cache to fill and the locale of the URL (catalog names follow it). */
export type RouteLoad<T> = (qc: QueryClient, locale: string) => Promise<T>

const localeOf = (request?: Request) => localeFromPathname(request ? new URL(request.url).pathname : '/')

/** Server loader: a fresh per-request cache, filled completely, then dehydrated into the HTML. */
export async function serverPrefetch<T extends object>(
  load: RouteLoad<T>,
  request?: Request,
): Promise<T & PrefetchedData> {
  const qc = makeQueryClient()
  const result = await load(qc, localeOf(request))
  return { ...result, dehydrated: dehydrate(qc) }
}

/** Client loader: same loads against the browser cache, which talks to the same-origin /api proxy. */
export async function clientPrefetch<T extends object>(
  load: RouteLoad<T>,
  request?: Request,
): Promise<T & PrefetchedData> {
  return { ...(await load(getQueryClient(), localeOf(request))), dehydrated: null }
}

/** Starts non-critical loads and waits at most CLIENT_WAIT_MS (browser) or until done (server). */
export async function warm(loads: Promise<unknown>[]): Promise<void> {
  const all = Promise.allSettled(loads)
  if (typeof window === 'undefined') await all
  else await Promise.race([all, new Promise((r) => setTimeout(r, CLIENT_WAIT_MS))])
}

/** Turns an API 404 into the route's 404 (status on SSR, not-found page on both sides). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}

export const notFound = () => data(null, { status: 404 })
