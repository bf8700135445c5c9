import type { Brand, Settings } from '@sportsbook/contract'

type BrandPart = Pick<Brand, 'settings' | 'features'>

/**
 * The brand's §3 Settings over the server's (spec §1 white label). A visitor starts from the brand's
 * defaults (stake chips, odds acceptance, odds type, video); everyone gets only the odds types the
 * brand offers, and custom bets only where the brand has them on.
 */
export function withBrandSettings(s: Settings, brand: BrandPart | null, visitor: boolean): Settings {
  if (!brand) return s
  const b = brand.settings
  const offered = b.odds_types.filter((t) => s.odds_types.includes(t))
  const odds_types = offered.length > 0 ? offered : b.odds_types
  const own = visitor
    ? {
        stakes: b.stakes,
        auto_accept_odds_change: b.odds_accept_mode,
        odds_type: b.active_odds_type,
        video_enabled: b.video_enabled && s.video_enabled,
      }
    : {}
  const merged = {
    ...s,
    ...own,
    odds_types,
    custom_bet_enabled: s.custom_bet_enabled && brand.features.custom_bet,
  }
  return odds_types.includes(merged.odds_type) ? merged : { ...merged, odds_type: odds_types[0]! }
}
