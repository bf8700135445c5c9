import type { Brand, Features } from '@sportsbook/contract'
import { useBrand } from './brand-context.ts'

/**
 * What each feature does when no brand could be read (the API was down at render): today's site,
 * so a backend hiccup never takes a control away. With a brand, its file decides (spec §1).
 */
export const FEATURES_WITHOUT_BRAND: Readonly<Features> = {
  rtl_view: true,
  my_bets_hidden: false,
  share_bet: true,
  custom_bet: true,
  horse_racing: false,
  lotteries: false,
  premium_cricket: false,
  virtual_gaming_arena: false,
  quick_deposit: false,
  session_clock: true,
  search: true,
  amb_progress_bar: true,
}

/** Whether the brand switches `name` on (for my_bets_hidden: whether My Bets is hidden). */
export const featureOn = (brand: Pick<Brand, 'features'> | null, name: keyof Features): boolean =>
  brand ? brand.features[name] : FEATURES_WITHOUT_BRAND[name]

/** A feature flag of the page's brand. */
export const useFeature = (name: keyof Features): boolean => featureOn(useBrand(), name)
