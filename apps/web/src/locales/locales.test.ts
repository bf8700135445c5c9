import {
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isLiteralElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { SUPPORTED_LOCALES } from '~/config/locales.ts'
import en from './en.json'
import { ENGLISH_VARIANTS, SAME_AS_ENGLISH, SAME_EVERYWHERE } from './untranslated-allow.ts'

// Every catalogue beside this file, so a locale added later is checked without touching this test.
const modules = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' })
const locales = Object.entries(modules).map(([file, messages]) => ({
  locale: file.replace(/^\.\/|\.json$/g, ''),
  messages,
}))
const english: Record<string, string> = en
const translations = locales.filter((l) => l.locale !== 'en')

/** Argument and tag names a message uses, walking into plural and select branches. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (isLiteralElement(el) || isPoundElement(el)) continue
    into.add(el.value)
    if (isTagElement(el)) argumentNames(el.children, into)
    if (isPluralElement(el) || isSelectElement(el)) {
      for (const option of Object.values(el.options)) argumentNames(option.value, into)
    }
  }
  return into
}

type Choice = Extract<MessageFormatElement, { options: unknown }>

/** Every plural and select element of a message, however deeply nested. */
function choices(elements: MessageFormatElement[]): Choice[] {
  return elements.flatMap((el) => {
    if (isPluralElement(el) || isSelectElement(el)) {
      return [el, ...Object.values(el.options).flatMap((o) => choices(o.value))]
    }
    if (isTagElement(el)) return choices(el.children)
    return []
  })
}

/** The parser refuses a missing `other` by default; the branch test turns that off to name the key itself. */
function parses(message: string, requiresOtherClause = true): MessageFormatElement[] | Error {
  try {
    return parse(message, { requiresOtherClause })
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

/** A message with no words of its own once arguments and tags are taken out ("{win}/{total}", "1", "X"). */
function hasNoWords(message: string): boolean {
  return !/\p{L}{2,}/u.test(message.replace(/\{[^{}]*\}|<\/?[^<>]*>/g, ''))
}

describe('locale catalogues', () => {
  it('has one catalogue for every locale the shell routes to, and no other', () => {
    expect(locales.map((l) => l.locale).sort()).toEqual([...SUPPORTED_LOCALES].sort())
  })

  describe.each(translations.filter((l) => !ENGLISH_VARIANTS.includes(l.locale)))(
    'locale $locale translation',
    ({ locale, messages }) => {
      // A copy of the English text is a message somebody forgot to translate, unless it has no words
      // ("1", "{win}/{total}"), is a brand, or is listed as what this language's sportsbooks also say.
      it('translates every message instead of copying English', () => {
        const allowed = new Set(SAME_AS_ENGLISH[locale] ?? [])
        const copies = Object.entries(messages).filter(
          ([key, message]) =>
            message === english[key] &&
            !hasNoWords(message) &&
            !SAME_EVERYWHERE.has(key) &&
            !allowed.has(key),
        )
        expect(
          copies.map(([key, message]) => `${key}: "${message}"`),
          `${locale}.json has English text: translate it, or list the key in untranslated-allow.ts if ${locale} sportsbooks say it in English too`,
        ).toEqual([])
      })
    },
  )

  describe.each(translations.filter((l) => ENGLISH_VARIANTS.includes(l.locale)))(
    'English variant $locale',
    ({ locale, messages }) => {
      it('differs from en where its market does (spelling, terms)', () => {
        const own = Object.keys(messages).filter((key) => messages[key] !== english[key])
        expect(own.length, `${locale}.json is a plain copy of en.json`).toBeGreaterThan(0)
      })
    },
  )

  describe.each(translations)('locale $locale', ({ locale, messages }) => {
    it('has every key of en.json', () => {
      const missing = Object.keys(english).filter((key) => !(key in messages))
      expect(
        missing,
        `${locale}.json lacks ${missing.join(', ')}: a key added to en.json must be added to every locale file`,
      ).toEqual([])
    })

    it('has no empty message', () => {
      const empty = Object.entries(messages).filter(([, m]) => typeof m !== 'string' || m.trim() === '')
      expect(empty.map(([key]) => key)).toEqual([])
    })

    it('has no key that en.json lacks', () => {
      const extra = Object.keys(messages).filter((key) => !(key in english))
      expect(extra, `${locale}.json has keys en.json lacks (renamed or deleted in English?)`).toEqual([])
    })

    it('uses the same arguments as English in every message', () => {
      const mismatched = Object.entries(messages).flatMap(([key, message]) => {
        const source = english[key]
        const ours = parses(message)
        if (source === undefined || ours instanceof Error) return []
        const theirs = parses(source)
        if (theirs instanceof Error) return []
        const a = [...argumentNames(ours)].sort().join(',')
        const b = [...argumentNames(theirs)].sort().join(',')
        return a === b ? [] : [`${key}: {${a}} but English has {${b}}`]
      })
      expect(
        mismatched,
        `${locale}.json: a translation must use exactly the arguments of the English message`,
      ).toEqual([])
    })

    // A missing category falls back to `other`, which in Arabic reads wrongly for 2 or 3-10 items;
    // `zero` is left optional because `other` reads well enough for none.
    it(`gives each plural every ${locale} plural category`, () => {
      const gaps = Object.entries(messages).flatMap(([key, message]) => {
        const ast = parses(message)
        if (ast instanceof Error) return []
        return choices(ast).flatMap((p) => {
          if (!isPluralElement(p)) return []
          const needed = new Intl.PluralRules(locale, { type: p.pluralType }).resolvedOptions()
            .pluralCategories
          const lacking = needed.filter((c) => c !== 'zero' && !(c in p.options))
          return lacking.length ? [`${key}: {${p.value}} lacks ${lacking.join(', ')}`] : []
        })
      })
      expect(
        gaps,
        `${locale}.json: add the missing plural branches (Intl.PluralRules categories of ${locale})`,
      ).toEqual([])
    })
  })

  describe.each(locales)('locale $locale messages', ({ messages }) => {
    it('all parse as ICU messages', () => {
      const broken = Object.entries(messages).flatMap(([key, message]) => {
        const result = parses(message)
        return result instanceof Error ? [`${key}: ${result.message}`] : []
      })
      expect(broken).toEqual([])
    })

    it('give every plural and select an `other` branch', () => {
      const lacking = Object.entries(messages).flatMap(([key, message]) => {
        const ast = parses(message, false)
        if (ast instanceof Error) return []
        return choices(ast).some((c) => !('other' in c.options)) ? [key] : []
      })
      expect(lacking).toEqual([])
    })
  })
})
