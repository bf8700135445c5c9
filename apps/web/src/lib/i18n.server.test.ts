import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '~/config/locales.ts'
import { compiledMessagesFor, messagesFor } from './i18n.server.ts'

/** A value for every argument a message uses: a number for plurals and numbers, a wrapper for tags, text else. */
type Value = string | number | ((chunks: string[]) => string)

function valuesFor(ast: readonly MessageFormatElement[], into: Record<string, Value> = {}) {
  for (const el of ast) {
    if (el.type === TYPE.tag) {
      into[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</${el.value}>`
      valuesFor(el.children, into)
    } else if (el.type === TYPE.plural || el.type === TYPE.number) into[el.value] = 2
    else if (el.type === TYPE.argument || el.type === TYPE.select) into[el.value] ??= 'x'
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) valuesFor(option.value, into)
  }
  return into
}

describe('messages the browser receives parsed', () => {
  it('format exactly as their source text does, in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const compiled = compiledMessagesFor(locale)
      const text = createIntl({ locale, messages: messagesFor(locale) })
      const parsed = createIntl({ locale, messages: compiled })
      for (const [id, ast] of Object.entries(compiled)) {
        const values = valuesFor(ast)
        expect(parsed.formatMessage({ id }, values), `${locale} ${id}`).toEqual(
          text.formatMessage({ id }, values),
        )
      }
    }
  }, 60_000)

  it('are parsed once per process', () => {
    expect(compiledMessagesFor('de')).toBe(compiledMessagesFor('de'))
  })
})
