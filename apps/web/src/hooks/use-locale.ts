import { useLocation } from 'react-router'
import type { Locale } from '~/config/locales.ts'
import { href, localeFromPathname } from '~/config/paths.ts'

/** The locale of the current URL (its first segment, else the default). */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname)
}

/** Builds hrefs for the current locale from the paths map. */
export function useHref(): (path: string) => string {
  const locale = useLocale()
  return (path) => href(path, locale)
}
