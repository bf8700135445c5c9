import { DEFAULT_LOCALE, type Locale } from '~/config/locales.ts'
import type en from '~/locales/en.json'

export type MessageKey = keyof typeof en
export type Messages = Record<string, string>

// Every catalogue, read at once: this module is for the server (through i18n.server.ts) and tests.
// The browser never bundles it: it gets its one locale's messages from the root loader.
const modules = import.meta.glob<Messages>('../locales/*.json', { eager: true, import: 'default' })
const CATALOGUES: Record<string, Messages> = Object.fromEntries(
  Object.entries(modules).map(([file, messages]) => [file.replace(/^.*\/|\.json$/g, ''), messages]),
)

/** Messages for a locale; keys it lacks fall back to English so a partial translation never shows raw keys. */
export function messagesFor(locale: Locale): Messages {
  const en = CATALOGUES[DEFAULT_LOCALE] ?? {}
  const own = CATALOGUES[locale]
  return own && locale !== DEFAULT_LOCALE ? { ...en, ...own } : en
}
