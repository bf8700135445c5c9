import { useLocation } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated.ts'

/**
 * The URL's hash, '' until the page has hydrated. A browser never sends the hash to the server, so
 * the server rendered the page without it: reading it in the hydrating render (a side tab opened by
 * `#chat`) made React drop the server's HTML (error #418). After hydration, and on client navigations,
 * it is the real hash.
 */
export function useHydratedHash(): string {
  const { hash } = useLocation()
  return useHydrated() ? hash : ''
}
