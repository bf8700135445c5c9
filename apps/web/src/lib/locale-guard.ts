import type { Brand } from '@sportsbook/contract'
import { redirect } from 'react-router'
import { SPORTS_PREFIX, hasLocaleSegment, resolveLocaleSegment, switchLocaleUrl } from '~/config/paths.ts'
import type { Locale } from '~/config/locales.ts'
import { brandLocales, localeInUrl, offeredLocale } from './brand/brand-locales.ts'
import { notFound } from './route-data.ts'

type BrandPart = Pick<Brand, 'locales' | 'settings'> | null

export { localeInUrl }

/**
 * Serves a supported locale segment, redirects aliases and the default locale to their canonical
 * URL (the default keeps its segment where the brand requires a locale in the URL), 404s anything
 * else. Every loader under /:locale runs it, since loaders of a match run in parallel.
 */
export function guardLocale(segment: string | undefined, request: Request, always = false): void {
  if (segment === undefined) return
  const r = resolveLocaleSegment(segment, always)
  if (r.kind === 'unknown') throw notFound()
  if (r.kind === 'redirect') {
    const url = new URL(request.url)
    throw redirect(switchLocaleUrl(url.pathname, url.search, url.hash, r.locale, always), 301)
  }
}

/**
 * The visitor's language among the brand's: the first of the browser's Accept-Language that the
 * brand offers (the same language counts: de-AT → de), else the brand's default.
 */
export function visitorLocale(acceptLanguage: string | null, brand: BrandPart): Locale {
  const offered = brandLocales(brand)
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([tag, q]) => tag && tag !== '*' && !/^q=0(\.0*)?$/.test((q ?? '').trim()))
    .map(([tag]) => tag!)
  for (const tag of asked) {
    const locale = offeredLocale(tag, brand)
    if (locale.split('-')[0]!.toLowerCase() === tag.split('-')[0]!.toLowerCase()) return locale
  }
  return offered[0]!
}

/**
 * Where a product address without a locale segment goes when the brand requires one (spec §2):
 * the same page in the visitor's language, query and hash kept; null when it may stay.
 */
export function segmentRedirect(url: URL, brand: BrandPart, acceptLanguage: string | null): string | null {
  if (!localeInUrl(brand) || hasLocaleSegment(url.pathname)) return null
  if (url.pathname !== SPORTS_PREFIX && !url.pathname.startsWith(`${SPORTS_PREFIX}/`)) return null
  return switchLocaleUrl(url.pathname, url.search, url.hash, visitorLocale(acceptLanguage, brand), true)
}
