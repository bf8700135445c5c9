// A locale's messages (ICU ASTs, parsed on the server: lib/i18n.server.ts) travel as a script of their
// own, `/i18n/<locale>.<hash>.js`, cached by the browser for a year, instead of inside every page's HTML
// (a third of it). The server renders with the copy the root loader provides; the browser reads what
// that script left on `window` and, for a language switch, loads the next locale's script first.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

export type CompiledMessages = Record<string, MessageFormatElement[]>
export const MESSAGES_GLOBAL = '__SB_MESSAGES__'

declare global {
  interface Window {
    [MESSAGES_GLOBAL]?: Record<string, CompiledMessages>
  }
}

const provided = new Map<string, CompiledMessages>()

/** The server's copy (root loader), before it renders. */
export function provideMessages(locale: string, messages: CompiledMessages): void {
  provided.set(locale, messages)
}

/** The messages of `locale` when they are here: the server's copy or the one the script left. */
export function messagesOf(locale: string): CompiledMessages | undefined {
  return provided.get(locale) ?? (typeof window === 'undefined' ? undefined : window[MESSAGES_GLOBAL]?.[locale])
}

/** Resolves once `locale`'s messages are here, loading their script (`url`) unless it is in the page. */
export function loadMessages(locale: string, url: string): Promise<void> {
  if (messagesOf(locale)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(url)}"]`)
    const script = existing ?? Object.assign(document.createElement('script'), { src: url, async: true })
    const done = () => (messagesOf(locale) ? resolve() : reject(new Error(`No messages in ${url}`)))
    script.addEventListener('load', done, { once: true })
    script.addEventListener('error', () => reject(new Error(`Could not load ${url}`)), { once: true })
    if (!existing) document.head.append(script)
  })
}
