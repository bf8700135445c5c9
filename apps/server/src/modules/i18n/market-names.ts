// Market and outcome names in the player's language, built from the feed's English names, which
// follow a fixed grammar: "[period - ]term[ (qualifier)]", outcomes "Over 2.5", "Yes", "1 by 2".
// A name outside that grammar (a new market) stays English rather than half translated. Lines are
// written the locale's way (`formatLine`: "Über 2,5"), here and nowhere else.
import type { PlatformLocale } from '@sportsbook/contract'
import { formatLine } from './market-lines.ts'
import { marketTerm, outcomeTerm, periodTerm, qualifierTerm } from './market-terms.ts'

const isEnglish = (locale: PlatformLocale) => locale === 'en' || locale.startsWith('en-')

function period(english: string, locale: PlatformLocale): string | undefined {
  const numbered = /^(map|goal) (\d+)$/i.exec(english)
  if (numbered) return periodTerm(`${numbered[1]!.toLowerCase()} {n}`, locale)?.replace('{n}', numbered[2]!)
  return periodTerm(english.toLowerCase(), locale)
}

function term(english: string, locale: PlatformLocale): string | undefined {
  const lower = english.toLowerCase()
  if (lower === '1x2') return '1X2'
  const handicap = /^handicap ([-+]?\d+(?:\.\d+)?)$/.exec(lower)
  if (handicap) return `${marketTerm('handicap', locale)} ${formatLine(handicap[1]!, locale)}`
  const comboTotal = /^1x2 & total (\d+(?:\.\d+)?)$/.exec(lower)
  if (comboTotal) return `1X2 & ${marketTerm('total', locale)} ${formatLine(comboTotal[1]!, locale)}`
  return marketTerm(lower, locale)
}

/** The name in `locale`, or undefined when the dictionaries lack a part of it. */
export function translateMarketName(english: string, locale: PlatformLocale): string | undefined {
  const qualified = /^(.*) \(([^)]+)\)$/.exec(english)
  const main = qualified ? qualified[1]! : english
  const qualifier = qualified ? qualifierTerm(qualified[2]!.toLowerCase(), locale) : ''
  const split = /^(.+?) - (.+)$/.exec(main)
  const prefix = split ? period(split[1]!, locale) : ''
  const body = term(split ? split[2]! : main, locale)
  if (qualifier === undefined || prefix === undefined || body === undefined) return undefined
  return `${prefix ? `${prefix} - ` : ''}${body}${qualifier ? ` (${qualifier})` : ''}`
}

export const marketName = (english: string, locale: PlatformLocale): string =>
  isEnglish(locale) ? english : (translateMarketName(english, locale) ?? english)

/**
 * A worded outcome in `locale` ("Over 2.5", "Yes") or a side on a line ("1 (-1.5)" → "1 (-1,5)"), or
 * undefined for other names (sides, scores).
 */
export function translateOutcomeName(english: string, locale: PlatformLocale): string | undefined {
  const line = /^(Over|Under) (\S+)$/.exec(english)
  if (line) {
    const word = outcomeTerm(line[1]!.toLowerCase(), locale)
    return word && `${word} ${formatLine(line[2]!, locale)}`
  }
  const sideOnLine = /^([12X]) \(([-+]?\d+(?:\.\d+)?)\)$/.exec(english)
  if (sideOnLine) return `${sideOnLine[1]} (${formatLine(sideOnLine[2]!, locale)})`
  const margin = /^([12X]) by (\S+)$/.exec(english)
  if (margin) {
    const by = outcomeTerm('by', locale)
    return by && `${margin[1]} ${by} ${margin[2]}`
  }
  const withTotal = /^([12X]) & (over|under)$/.exec(english)
  if (withTotal) {
    const word = outcomeTerm(withTotal[2]!, locale)
    return word && `${withTotal[1]} & ${word.toLowerCase()}`
  }
  return outcomeTerm(english.toLowerCase(), locale) ?? period(english, locale)
}

export const outcomeName = (english: string, locale: PlatformLocale): string =>
  isEnglish(locale) ? english : (translateOutcomeName(english, locale) ?? english)
