import type { Brand, Features, Navigation, NavItem, PageKey } from '@sportsbook/contract'
import { localized } from '@sportsbook/domain'
import { paths } from '~/config/paths.ts'
import { featureOn } from './features.ts'
import { offersNothing, type ProductOffers } from './product-offers.ts'

/** Where a page key leads (a product path) and its name's message id. */
const PAGES: Record<Exclude<PageKey, 'sport' | 'league' | 'match' | 'bets_history'>, [string, string]> = {
  sports: [paths.home(), 'nav.home'],
  in_play: [paths.live(), 'nav.live'],
  e_sports: [paths.cybersport(), 'nav.esports'],
  favorites: [paths.favorites(), 'brand.page.favorites'],
  schedule: [paths.schedule(), 'nav.schedule'],
  results: [paths.results(), 'brand.page.results'],
  promotions: [paths.promotions(), 'brand.page.promotions'],
  horse_racing: [paths.racing(), 'brand.page.horse_racing'],
  lotteries: [paths.lotteries(), 'brand.page.lotteries'],
  virtual_gaming_arena: [paths.virtualGamingArena(), 'brand.page.virtual_gaming_arena'],
  premium_cricket: [paths.premiumCricket(), 'brand.page.premium_cricket'],
  general_rules: [paths.generalRules(), 'brand.page.general_rules'],
  about: [paths.about(), 'brand.page.about'],
}

/** Pages an operator switches off with a feature flag: their links disappear with them. */
const FLAGGED: Partial<Record<PageKey, keyof Features>> = {
  horse_racing: 'horse_racing',
  lotteries: 'lotteries',
  premium_cricket: 'premium_cricket',
  virtual_gaming_arena: 'virtual_gaming_arena',
  bets_history: 'my_bets_hidden',
}

export type NavTarget =
  | { kind: 'link'; to: string; end: boolean; label: { id: string } | { text: string }; external: boolean }
  | { kind: 'my_bets'; label: { id: string } | { text: string } }

/** Today's navigation, kept when no brand could be read. */
export const FALLBACK_NAVIGATION: Navigation = {
  header: [
    { type: 'page', page: 'sports' },
    { type: 'page', page: 'in_play' },
    { type: 'page', page: 'schedule' },
    { type: 'page', page: 'e_sports' },
  ],
  tabbar_mobile: [
    { type: 'page', page: 'sports', icon: 'home' },
    { type: 'page', page: 'in_play', icon: 'live' },
    { type: 'page', page: 'schedule', icon: 'calendar' },
  ],
}

/**
 * A brand navigation item as a link (product path or external URL) or the My Bets action; null when
 * hidden: its page switched off, or a product with nothing to show (`offers`, ADR 025).
 */
export function navTarget(
  item: NavItem,
  brand: Brand | null,
  locale: string,
  offers: ProductOffers | null = null,
): NavTarget | null {
  if (item.type === 'link') {
    const external = /^(https?:|mailto:|sms:)/i.test(item.href)
    return {
      kind: 'link',
      to: item.href,
      end: false,
      label: { text: localized(item.label, locale) },
      external,
    }
  }
  if (item.type === 'custom') {
    const page = brand?.custom_pages.find((p) => p.id === item.id)
    if (!page) return null
    return {
      kind: 'link',
      to: page.path,
      end: false,
      label: { text: localized(page.title, locale) },
      external: false,
    }
  }
  const flag = FLAGGED[item.page]
  const on = flag ? featureOn(brand, flag) : true
  if (flag && (flag === 'my_bets_hidden' ? on : !on)) return null
  if (offersNothing(item.page, offers)) return null
  const own = item.label ? { text: localized(item.label, locale) } : undefined
  if (item.page === 'bets_history')
    return { kind: 'my_bets', label: own ?? { id: 'brand.page.bets_history' } }
  if (item.page === 'sport' || item.page === 'league' || item.page === 'match') {
    const to = item.slug ? `/${item.sport}/${item.slug}` : `/${item.sport}`
    return { kind: 'link', to, end: false, label: own ?? { text: item.sport ?? '' }, external: false }
  }
  const [to, id] = PAGES[item.page]
  return { kind: 'link', to, end: to === '/', label: own ?? { id }, external: false }
}
