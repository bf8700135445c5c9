import { z } from '../../zod.ts'
import { ODDS_FORMATS } from '@sportsbook/domain'
import { Provider } from '../common.ts'

/** How odds moves between seeing and placing are accepted (spec §3 oddsAcceptMode). */
export const AutoAcceptOddsChange = z.enum(['none', 'higher', 'any'])
export type AutoAcceptOddsChange = z.infer<typeof AutoAcceptOddsChange>

/** Quick-stake buttons of the slip, in minor units of the player's currency. */
export const Stakes = z.array(z.number().int().positive().max(1_000_000_000_000)).min(1).max(6)

/** A push subscription id (OneSignal's are UUIDs): stored and answered, never rendered. */
export const OneSignalSubscription = z.string().trim().min(1).max(128)

/** GET /settings: the player's choices (defaults for a visitor) and the site's betting rules. */
export const Settings = z.object({
  stakes: Stakes,
  auto_accept_odds_change: AutoAcceptOddsChange,
  odds_type: z.enum(ODDS_FORMATS),
  odds_types: z.array(z.enum(ODDS_FORMATS)),
  /** Whether match pages start their video stream (spec §3 videoEnabled). */
  video_enabled: z.boolean(),
  custom_bet_enabled: z.boolean(),
  multi_single_available_by_provider: z.partialRecord(Provider, z.boolean()),
  provider_statuses: z.partialRecord(Provider, z.boolean()),
  /** Stake limits and maximum payout in minor units of `currency` (the player's, or the default). */
  limits: z.object({
    currency: z.string(),
    min_stake: z.number().int(),
    max_stake: z.number().int(),
    max_payout: z.number().int(),
  }),
  live_bet_delay_ms: z.number().int().nonnegative(),
  /** The player's push subscription (OneSignal), null when none; absent from a backend without push. */
  one_signal_push_notification_subscription: OneSignalSubscription.nullable().optional(),
  /** Spec §3 isMultiActiveFreebetsAllowed: several freebets may be active at once (absent: they may). */
  allow_multiple_active_user_freebets: z.boolean().optional(),
})
export type Settings = z.infer<typeof Settings>

/** POST /settings: any subset of the player's choices. */
export const SettingsUpdate = z
  .object({
    stakes: Stakes.optional(),
    auto_accept_odds_change: AutoAcceptOddsChange.optional(),
    odds_type: z.enum(ODDS_FORMATS).optional(),
    video_enabled: z.boolean().optional(),
    /** A new subscription, or null to end it (the player turned push off). */
    one_signal_push_notification_subscription: OneSignalSubscription.nullable().optional(),
  })
  .strict()
export type SettingsUpdate = z.infer<typeof SettingsUpdate>
