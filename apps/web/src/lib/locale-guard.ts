import { redirect } from 'react-router'
import { resolveLocaleSegment, switchLocaleUrl } from '~/config/paths.ts'
import { notFound } from './route-data.ts'

/**
 * Serves a supported locale segment, redirects aliases and the default locale to their canonical
 * URL, 404s anything else. Every loader under /:locale runs it, since loaders of a match run in parallel.
 */
export function guardLocale(segment: string | undefined, request: Request): void {
  if (segment === undefined) return
  const r = resolveLocaleSegment(segment)
  if (r.kind === 'unknown') throw notFound()
  if (r.kind === 'redirect') {
    const url = new URL(request.url)
    throw redirect(switchLocaleUrl(url.pathname, url.search, url.hash, r.locale), 301)
  }
}
