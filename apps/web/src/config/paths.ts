import { DEFAULT_LOCALE, LOCALE_ALIASES, findLocale, type Locale } from './locales.ts'

/** Every product page lives under this prefix (spec §2). */
export const SPORTS_PREFIX = '/sports'

/** Route → href map: the one place that knows the URL layout. Paths are relative to /sports. */
export const paths = {
  home: () => '/',
  live: () => '/live',
  schedule: (date?: string) => (date ? `/schedule?date=${encodeURIComponent(date)}` : '/schedule'),
  cybersport: () => '/cybersport',
  promotions: () => '/promotions',
  favorites: () => '/favorites',
  sport: (sportKey: string) => `/${sportKey}`,
  category: (sportKey: string, categorySlug: string) => `/${sportKey}/${categorySlug}`,
  league: (sportKey: string, leagueSlug: string) => `/${sportKey}/${leagueSlug}`,
  match: (sportKey: string, matchSlug: string) => `/${sportKey}/${matchSlug}`,
  notFound: () => '/404',
  error: () => '/500',
  blocked: () => '/blocked',
  locked: () => '/locked',
  // White-label pages (spec §2)
  results: (sport?: string, date?: string) => {
    const q = new URLSearchParams()
    if (sport) q.set('sport', sport)
    if (date) q.set('date', date)
    return q.size ? `/results?${q}` : '/results'
  },
  generalRules: () => '/general-rules',
  about: () => '/about',
  racing: () => '/racing',
  lotteries: () => '/lotteries',
  premiumCricket: () => '/premium-cricket',
  virtualGamingArena: () => '/virtual-gaming-arena',
  initSportsbook: () => '/init-sportsbook',
  limits: () => '/limits',
  statements: () => '/statements',
} as const

const EXTERNAL = /^(https?:|sms:|mailto:)/i

/** The locale segment a URL starts with: none for the default locale, unless the site wants one always. */
const segmentFor = (locale: string, always: boolean) =>
  locale === DEFAULT_LOCALE && !always ? '' : `/${locale}`

/**
 * The full href of a product path for a locale: '/sports' prefix, preceded by '/{locale}' unless it
 * is the default and `always` is off (spec §2: "or when a setting requires a locale in the URL", the
 * brand's `settings.locale_in_url`; a page already at such an address passes `hasLocaleSegment`).
 * External links (http, sms:, mailto:) are returned untouched.
 */
export function href(path: string, locale: string = DEFAULT_LOCALE, always = false): string {
  if (EXTERNAL.test(path)) return path
  const rest = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`
  return `${segmentFor(locale, always)}${SPORTS_PREFIX}${rest}`
}

/** Whether a URL path starts with a supported locale's own segment ('/en/sports', not '/sports' or '/br/…'). */
export function hasLocaleSegment(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return findLocale(first) === first
}

/** The locale of a URL path: its first segment when that is a supported locale, else the default. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  return findLocale(first) ?? DEFAULT_LOCALE
}

export type LocaleSegment =
  { kind: 'ok'; locale: Locale } | { kind: 'redirect'; locale: Locale } | { kind: 'unknown' }

/**
 * What to do with a locale URL segment: serve it, redirect to its canonical spelling (aliases like
 * br → pt, wrong case, or the default locale, which has no segment unless `always`), or 404.
 */
export function resolveLocaleSegment(segment: string, always = false): LocaleSegment {
  const alias = LOCALE_ALIASES[segment.toLowerCase()]
  if (alias) return { kind: 'redirect', locale: alias }
  const locale = findLocale(segment)
  if (!locale) return { kind: 'unknown' }
  if ((locale === DEFAULT_LOCALE && !always) || locale !== segment) return { kind: 'redirect', locale }
  return { kind: 'ok', locale }
}

/**
 * The current page in another language (the language switch): the locale or alias segment, if
 * any, is replaced, and dropped for the default locale; the rest of the path, query and hash stay.
 */
export function switchLocaleUrl(
  pathname: string,
  search: string,
  hash: string,
  locale: string,
  always = false,
): string {
  const first = pathname.split('/')[1] ?? ''
  const hasSegment = findLocale(first) !== undefined || LOCALE_ALIASES[first.toLowerCase()] !== undefined
  const rest = hasSegment ? pathname.slice(first.length + 1) : pathname
  return `${segmentFor(locale, always)}${rest || '/'}${search}${hash}`
}
