/** Locales the shell ships (spec §2); the first is the default and gets no URL segment. */
export const SHELL_LOCALES = ['en', 'ar', 'de', 'en-AU', 'en-CA', 'et', 'fr-CA', 'it'] as const

/**
 * Canonical locales of the aliases below. They are full locales of their own (catalogue, URL
 * segment, API names), so an old link such as /br/sports lands on Portuguese, not English.
 */
export const ALIAS_TARGET_LOCALES = ['pt', 'vi', 'sv', 'nb', 'sr-ME'] as const

export const SUPPORTED_LOCALES = [...SHELL_LOCALES, ...ALIAS_TARGET_LOCALES] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = SUPPORTED_LOCALES[0]

/** Old or country-style codes some links still use, mapped to the canonical locale (spec §2). */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = {
  br: 'pt',
  vn: 'vi',
  se: 'sv',
  no: 'nb',
  sr: 'sr-ME',
}

/**
 * Each language named in itself, as a language picker shows it. Written out rather than taken
 * from Intl.DisplayNames: that spells sr-ME in Cyrillic and pt without "Brasil".
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  et: 'Eesti',
  'fr-CA': 'Français (Canada)',
  it: 'Italiano',
  pt: 'Português (Brasil)',
  vi: 'Tiếng Việt',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  'sr-ME': 'Crnogorski',
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

/** Right-to-left by language subtag, so regional variants (ar-EG) mirror too. */
export function isRtl(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase())
}

/** The supported locale spelled as configured, matching case-insensitively ("en-au" → "en-AU"). */
export function findLocale(segment: string): Locale | undefined {
  const lower = segment.toLowerCase()
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower)
}
