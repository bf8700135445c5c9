// The root loader's door to the catalogues: `.server` keeps every locale's messages out of the
// browser bundle, which receives only the current locale's in the loader data, already parsed: the
// browser build replaces the ICU message parser with its no-parser stub (vite.config.ts), ~6 KB gzip
// less on every page's first load.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '~/config/locales.ts'
import { messagesFor } from './i18n.ts'

export type CompiledMessages = Record<string, MessageFormatElement[]>

const compiled = new Map<Locale, CompiledMessages>()

/** A locale's messages as ICU ASTs, parsed once per process (what react-intl would parse in the browser). */
export function compiledMessagesFor(locale: Locale): CompiledMessages {
  let out = compiled.get(locale)
  if (!out) {
    out = Object.fromEntries(
      Object.entries(messagesFor(locale)).map(([id, text]) => [id, parse(text, { ignoreTag: false })]),
    )
    compiled.set(locale, out)
  }
  return out
}

export { messagesFor }
