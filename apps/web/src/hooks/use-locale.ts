import { useLocation } from 'react-router'
import type { Locale } from '~/config/locales.ts'
import { hasLocaleSegment, href, localeFromPathname } from '~/config/paths.ts'

/** The locale of the current URL (its first segment, else the default). */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname)
}

/**
 * Builds hrefs for the current locale from the paths map; a page at an address with its locale's
 * segment (the default's too, where the brand requires a locale in the URL) links the same way.
 */
export function useHref(): (path: string) => string {
  const { pathname } = useLocation()
  const locale = localeFromPathname(pathname)
  const always = hasLocaleSegment(pathname)
  return (path) => href(path, locale, always)
}
