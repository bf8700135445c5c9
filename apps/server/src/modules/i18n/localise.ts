// Catalog shapes in the player's language (`?locale=` or the realtime channel's locale): sport,
// country, market and outcome names. Team, player, league and venue names stay as the feed has them.
import type {
  Category,
  Market,
  Match,
  PlatformLocale,
  Sport,
  SportRef,
  Tournament,
} from '@sportsbook/contract'
import { categoryName } from './category-names.ts'
import { marketName, outcomeName } from './market-names.ts'
import { sportName } from './sport-names.ts'

type CategoryRef = Tournament['category']

export const localiseSport = <S extends Sport | SportRef>(s: S, locale: PlatformLocale): S => ({
  ...s,
  name: sportName(s.key, locale) ?? s.name,
})

const localiseCategoryRef = (c: CategoryRef, locale: PlatformLocale): CategoryRef => ({
  ...c,
  name: categoryName(c.name, c.country_code, locale),
})

export const localiseCategory = (c: Category, locale: PlatformLocale): Category => ({
  ...c,
  name: categoryName(c.name, c.country_code, locale),
  sport: localiseSport(c.sport, locale),
})

export const localiseTournament = (t: Tournament, locale: PlatformLocale): Tournament => ({
  ...t,
  category: localiseCategoryRef(t.category, locale),
  sport: localiseSport(t.sport, locale),
})

export const localiseMarket = (m: Market, locale: PlatformLocale): Market => ({
  ...m,
  name: marketName(m.name, locale),
  outcomes: m.outcomes.map((o) => ({ ...o, name: outcomeName(o.name, locale) })),
})

export const localiseMatch = (m: Match, locale: PlatformLocale): Match => ({
  ...m,
  category: localiseCategoryRef(m.category, locale),
  sport: localiseSport(m.sport, locale),
  main_market: m.main_market && localiseMarket(m.main_market, locale),
  secondary_market: m.secondary_market && localiseMarket(m.secondary_market, locale),
})
