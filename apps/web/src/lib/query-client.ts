import { QueryClient } from '@tanstack/react-query'

/** Catalogue data changes slowly next to odds (which arrive over realtime later); 30 s avoids refetch storms on navigation. */
export const DEFAULT_STALE_TIME_MS = 30_000

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // A 404 will not become a 200 on retry; other failures get one more try.
        retry: (count, error) =>
          count < 1 && !(error instanceof Error && 'status' in error && error.status === 404),
      },
    },
  })
}

let browserClient: QueryClient | undefined

/**
 * The browser keeps one client for the whole visit so client loaders and components share a cache.
 * The server makes a fresh one per request: caches must never leak between users.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  browserClient ??= makeQueryClient()
  return browserClient
}
