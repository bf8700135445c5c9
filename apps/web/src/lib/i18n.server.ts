// The root loader's door to the catalogues: `.server` keeps every locale's messages out of the
// browser bundle. The browser gets its locale's messages already parsed, from a script of their own
// (lib/i18n-messages.ts, routes/messages-script.ts): its build replaces the ICU message parser with the
// no-parser stub (vite.config.ts), ~6 KB gzip less on every page's first load.
import { createHash } from 'node:crypto'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '~/config/locales.ts'
import { MESSAGES_GLOBAL, type CompiledMessages } from './i18n-messages.ts'
import { messagesFor } from './i18n.ts'

export type { CompiledMessages }

const compiled = new Map<Locale, CompiledMessages>()
const scripts = new Map<Locale, { url: string; body: string }>()

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

/**
 * The script that hands `locale`'s messages to the browser and its URL, named by a hash of its content
 * so it can be cached for a year: a new catalogue is a new URL.
 */
export function messagesScript(locale: Locale): { url: string; body: string } {
  let out = scripts.get(locale)
  if (!out) {
    const json = JSON.stringify(compiledMessagesFor(locale))
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12)
    const g = `window.${MESSAGES_GLOBAL}`
    out = {
      url: `/i18n/${locale}.${hash}.js`,
      body: `${g}=${g}||{};${g}[${JSON.stringify(locale)}]=${json};\n`,
    }
    scripts.set(locale, out)
  }
  return out
}

export { messagesFor }
