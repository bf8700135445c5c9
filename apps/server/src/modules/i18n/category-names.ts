// Category (country or region) names: a country code reads through Intl.DisplayNames in the
// player's language; categories that are not one country (England within GB, tours, continents)
// come from the dictionary, keyed by their English name.
import type { PlatformLocale } from '@sportsbook/contract'
import { dictionary } from './dictionary.ts'

const regions = dictionary({
  England: [
    'إنجلترا',
    'England',
    'Inglismaa',
    'Angleterre',
    'Inghilterra',
    'Inglaterra',
    'Anh',
    'England',
    'England',
    'Engleska',
  ],
  International: [
    'دولي',
    'International',
    'Rahvusvaheline',
    'International',
    'Internazionale',
    'Internacional',
    'Quốc tế',
    'Internationellt',
    'Internasjonalt',
    'Međunarodno',
  ],
  'International Clubs': [
    'أندية دولية',
    'Internationale Vereine',
    'Rahvusvahelised klubid',
    'Clubs internationaux',
    'Club internazionali',
    'Clubes internacionais',
    'Câu lạc bộ quốc tế',
    'Internationella klubbar',
    'Internasjonale klubber',
    'Međunarodni klubovi',
  ],
  Europe: [
    'أوروبا',
    'Europa',
    'Euroopa',
    'Europe',
    'Europa',
    'Europa',
    'Châu Âu',
    'Europa',
    'Europa',
    'Evropa',
  ],
  ATP: ['ATP', 'ATP', 'ATP', 'ATP', 'ATP', 'ATP', 'ATP', 'ATP', 'ATP', 'ATP'],
  WTA: ['WTA', 'WTA', 'WTA', 'WTA', 'WTA', 'WTA', 'WTA', 'WTA', 'WTA', 'WTA'],
  Challenger: [
    'تشالنجر',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
    'Challenger',
  ],
})

/** Names that are a region, not the country of their code (England is in GB). */
const NOT_THE_COUNTRY = new Set(['England'])

/** Montenegrin sportsbooks write Latin script; Intl would pick Cyrillic for plain sr. */
const intlTag = (locale: PlatformLocale) => (locale === 'sr-ME' ? 'sr-Latn-ME' : locale)

const displayNames = new Map<string, Intl.DisplayNames>()
function countryName(code: string, locale: PlatformLocale): string | undefined {
  let names = displayNames.get(locale)
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([intlTag(locale)], { type: 'region' })))
  try {
    const name = names.of(code.toUpperCase())
    return name && name !== code.toUpperCase() ? name : undefined
  } catch {
    return undefined
  }
}

export function categoryName(english: string, countryCode: string | null, locale: PlatformLocale): string {
  if (locale === 'en' || locale.startsWith('en-')) return english
  const own = regions(english, locale)
  if (own) return own
  if (countryCode && !NOT_THE_COUNTRY.has(english)) return countryName(countryCode, locale) ?? english
  return english
}
