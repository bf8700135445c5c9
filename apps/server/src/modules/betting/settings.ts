// GET/POST /settings (spec §3 Settings): the player's stakes, odds policy and odds format over the
// defaults, and the site's betting rules the slip needs (limits, providers, multi-single, live delay).
import type { Settings, SettingsUpdate } from '@sportsbook/contract'
import { EUR, findCurrency, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { ALLOW_MULTIPLE_ACTIVE_FREEBETS } from '../bonuses/index.ts'
import { DEFAULT_ACCEPT_ODDS, defaultStakes, stakeLimits } from './constants.ts'
import { SLIP_RULES } from './validate-bets.ts'
import { selectProviders, selectStoredSettings, upsertSettings } from './repository/player-repository.ts'

/** Odds format until the player picks one (spec §3: european is the decimal format). */
export const DEFAULT_ODDS_TYPE: OddsFormat = 'european'
/** Video streams start on match pages until the player turns them off. */
export const DEFAULT_VIDEO_ENABLED = true

export async function getSettings(
  db: Executor,
  player: { id: number; currency: string } | null,
  liveBetDelayMs: number,
): Promise<Settings> {
  const currency = (player && findCurrency(player.currency)) || EUR
  const [s, providers] = await Promise.all([
    player ? selectStoredSettings(db, player.id) : Promise.resolve(undefined),
    selectProviders(db),
  ])
  const limits = stakeLimits(currency)
  return {
    stakes: s?.stakes ?? defaultStakes(currency.code),
    auto_accept_odds_change:
      (s?.auto_accept_odds_change as Settings['auto_accept_odds_change']) ?? DEFAULT_ACCEPT_ODDS,
    odds_type: (s?.odds_type as OddsFormat | null) ?? DEFAULT_ODDS_TYPE,
    odds_types: [...ODDS_FORMATS],
    video_enabled: s?.video_enabled ?? DEFAULT_VIDEO_ENABLED,
    custom_bet_enabled: SLIP_RULES.customBetEnabled,
    multi_single_available_by_provider:
      SLIP_RULES.multiSingleAvailableByProvider as Settings['multi_single_available_by_provider'],
    provider_statuses: Object.fromEntries(
      providers.filter((p) => p.key === 'betradar' || p.key === 'oddin').map((p) => [p.key, p.active]),
    ),
    limits: {
      currency: currency.code,
      min_stake: limits.minStake.amount,
      max_stake: limits.maxStake.amount,
      max_payout: limits.maxPayout.amount,
    },
    live_bet_delay_ms: liveBetDelayMs,
    one_signal_push_notification_subscription: s?.one_signal_subscription ?? null,
    allow_multiple_active_user_freebets: ALLOW_MULTIPLE_ACTIVE_FREEBETS,
  }
}

/** Saves the given fields; the others keep their stored value (or default). */
export async function updateSettings(
  db: Executor,
  userId: number,
  update: SettingsUpdate,
  now: Date,
): Promise<void> {
  const stakes = update.stakes ? JSON.stringify(update.stakes) : null
  await upsertSettings(
    db,
    userId,
    {
      stakes,
      policy: update.auto_accept_odds_change ?? null,
      oddsType: update.odds_type ?? null,
      video: update.video_enabled ?? null,
      push: {
        set: update.one_signal_push_notification_subscription !== undefined,
        subscription: update.one_signal_push_notification_subscription ?? null,
      },
    },
    now,
  )
}
