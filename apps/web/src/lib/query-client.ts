import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { reportApiError } from './error-reporting/report-api-error.ts'

/** Catalogue data changes slowly next to odds (which arrive over realtime later); 30 s avoids refetch storms on navigation. */
export const DEFAULT_STALE_TIME_MS = 30_000

export function makeQueryClient(): QueryClient {
  // Spec §8 "other errors are reported": TanStack Query keeps a failure in the query's state, so
  // nothing would reach the reporter; the caches hand every failure to it (the browser only: a
  // server render's failures are the server's log).
  const browser = typeof window !== 'undefined'
  return new QueryClient({
    ...(browser && {
      queryCache: new QueryCache({
        onError: (error, query) => reportApiError(error, query.meta?.reportErrors, 'query'),
      }),
      mutationCache: new MutationCache({
        onError: (error, _vars, _ctx, mutation) =>
          reportApiError(error, mutation.meta?.reportErrors, 'mutation'),
      }),
    }),
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
