// Name dictionaries for catalog names: one row per English term, one column per translated locale.
// English and its regional variants (en-AU, en-CA) read the feed's own English names.
import type { PlatformLocale } from '@sportsbook/contract'

/** Columns of every row below, in this order. */
export const TRANSLATED = ['ar', 'de', 'et', 'fr-CA', 'it', 'pt', 'vi', 'sv', 'nb', 'sr-ME'] as const
export type TranslatedLocale = (typeof TRANSLATED)[number]
export type Row = readonly [string, string, string, string, string, string, string, string, string, string]

/** A dictionary keyed by a stable key (sport key, English term), looked up per locale. */
export function dictionary(rows: Readonly<Record<string, Row>>) {
  const column = new Map<string, number>(TRANSLATED.map((l, i) => [l, i]))
  return (key: string, locale: PlatformLocale | undefined): string | undefined => {
    const i = locale === undefined ? undefined : column.get(locale)
    if (i === undefined) return undefined
    return rows[key]?.[i]
  }
}
