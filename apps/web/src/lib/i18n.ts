import { DEFAULT_LOCALE, type Locale } from '~/config/locales.ts'
import ar from '~/locales/ar.json'
import en from '~/locales/en.json'

export type MessageKey = keyof typeof en
export type Messages = Record<string, string>

const CATALOGUES: Partial<Record<Locale, Messages>> = { en, ar }

/** Messages for a locale; keys it lacks fall back to English so a partial translation never shows raw keys. */
export function messagesFor(locale: Locale): Messages {
  const own = CATALOGUES[locale]
  return own && locale !== DEFAULT_LOCALE ? { ...en, ...own } : en
}
