/** Locales the shell ships (spec §2); the first is the default and gets no URL segment. */
export const SUPPORTED_LOCALES = ['en', 'ar', 'de', 'en-AU', 'en-CA', 'et', 'fr-CA', 'it'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = SUPPORTED_LOCALES[0]

/** Old or country-style codes some links still use, mapped to the canonical locale (spec §2). */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  br: 'pt',
  vn: 'vi',
  se: 'sv',
  no: 'nb',
  sr: 'sr-ME',
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
