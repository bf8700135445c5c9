import { describe, expect, it } from 'vitest'
import { SIMS } from '../pricing/index.ts'
import { TRANSLATED } from './dictionary.ts'
import { marketName, outcomeName, translateMarketName, translateOutcomeName } from './market-names.ts'
import { sportName } from './sport-names.ts'
import { categoryName } from './category-names.ts'

// Every name the simulator can produce, with specifiers that exercise its numbered templates.
const SPEC = { total: '2.5', hcp: '-1.5', goalnr: '2', mapnr: '3', variant: 'x' }
const markets = Object.values(SIMS).flatMap((sim) => [...sim.markets.values()])
const marketNames = [...new Set(markets.map((d) => d.name(SPEC)))]
const outcomeNames = [...new Set(markets.flatMap((d) => d.outcomes(SPEC).map((o) => o.name)))]
/** Outcomes that are the same in every language: sides, scores, numbers and lines on them. */
const NEUTRAL = /^([12X]{1,2}|[12X]\/[12X]|\d+\+?|\d+:\d+|[12X] \([-+]?[\d.]+\))$/

describe('catalog names from the feed', () => {
  it.each(TRANSLATED)('translates every market name into %s', (locale) => {
    const untranslated = marketNames.filter((n) => translateMarketName(n, locale) === undefined)
    expect(untranslated, `add these terms to modules/i18n/market-terms*.ts for ${locale}`).toEqual([])
  })

  it.each(TRANSLATED)('translates every worded outcome into %s', (locale) => {
    const untranslated = outcomeNames.filter(
      (n) => !NEUTRAL.test(n) && translateOutcomeName(n, locale) === undefined,
    )
    expect(untranslated).toEqual([])
  })

  it('builds names from their parts, keeping lines, numbers and team sides', () => {
    expect(marketName('1st half - total', 'de')).toBe('1. Halbzeit - Gesamt')
    expect(marketName('Map 3 - winner', 'it')).toBe('Mappa 3 - Vincente')
    expect(marketName('Total (incl. overtime)', 'fr-CA')).toBe('Total (incl. prolongation)')
    expect(marketName('Handicap -1.5', 'it')).toBe('Handicap -1,5')
    expect(outcomeName('Over 2.5', 'de')).toBe('Über 2,5')
    expect(outcomeName('Under 0.5', 'ar')).toBe('أقل من 0.5')
    expect(outcomeName('1 (-1.5)', 'de')).toBe('1 (-1,5)')
    expect(outcomeName('2 by 3+', 'pt')).toBe('2 por 3+')
  })

  it("writes lines the locale's way: its decimal separator and minus, the feed's sign and decimals", () => {
    expect(outcomeName('Over 2.5', 'de')).toBe('Über 2,5')
    expect(outcomeName('Under 10.25', 'fr-CA')).toBe('Moins de 10,25')
    expect(marketName('1X2 & total 2.5', 'de')).toBe('1X2 & Gesamt 2,5')
    expect(marketName('1st half - handicap', 'de')).toBe('1. Halbzeit - Handicap')
    expect(outcomeName('2 (+1.5)', 'pt')).toBe('2 (+1,5)')
    expect(outcomeName('X (0)', 'de')).toBe('X (0)')
    // Estonian and Swedish write a real minus sign
    expect(marketName('Handicap -1.5', 'et')).toBe('Händikäp \u22121,5')
    expect(outcomeName('1 (-2)', 'sv')).toBe('1 (\u22122)')
    // English keeps the feed's text
    expect(outcomeName('Over 2.5', 'en-AU')).toBe('Over 2.5')
    expect(marketName('Handicap -1.5', 'en')).toBe('Handicap -1.5')
  })

  it('keeps the sign before its number in Arabic (a left-to-right mark before it)', () => {
    expect(marketName('Handicap -1.5', 'ar')).toBe('هانديكاب \u200e-1.5')
    expect(outcomeName('2 (+1.5)', 'ar')).toBe('2 (\u200e+1.5)')
    expect(outcomeName('Over 2.5', 'ar')).toBe('أكثر من 2.5')
  })

  it('touches numbers only where the grammar has a line: team names, maps and goals keep theirs', () => {
    expect(outcomeName('FC Schalke 04', 'de')).toBe('FC Schalke 04')
    expect(marketName('Map 3 - winner', 'de')).toBe('Karte 3 - Sieger')
    expect(outcomeName('2 by 3+', 'de')).toBe('2 mit 3+')
    expect(outcomeName('1 (0:1)', 'de')).toBe('1 (0:1)')
  })

  it('leaves English and its regional variants as the feed names them, and unknown names English', () => {
    expect(marketName('Double chance', 'en-AU')).toBe('Double chance')
    expect(marketName('Player to score a hat-trick', 'de')).toBe('Player to score a hat-trick')
  })

  it('names sports by key and countries by code, regions that are not a country by name', () => {
    expect(sportName('soccer', 'de')).toBe('Fußball')
    expect(sportName('ice-hockey', 'sv')).toBe('Ishockey')
    expect(categoryName('Germany', 'DE', 'it')).toBe('Germania')
    expect(categoryName('England', 'GB', 'de')).toBe('England')
    expect(categoryName('England', 'GB', 'it')).toBe('Inghilterra')
    expect(categoryName('Spain', 'ES', 'sr-ME')).toBe('Španija')
    expect(categoryName('International Clubs', null, 'pt')).toBe('Clubes internacionais')
  })
})
