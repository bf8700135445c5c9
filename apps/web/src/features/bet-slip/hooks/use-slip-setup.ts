import type { Settings } from '@sportsbook/contract'
import {
  activeProvidersOf,
  findCurrency,
  fromMajor,
  money,
  type DefaultBetType,
  type Money,
  type PlacementLimits,
  type SlipContext,
} from '@sportsbook/domain'
import { useEffect, useMemo } from 'react'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { useSession } from '~/lib/session/use-session.ts'
import {
  loadProviderStatuses,
  useProviderStatuses,
  type ProviderStatuses,
} from '~/lib/settings/provider-statuses.ts'
import { DEFAULT_SLIP_CONTEXT } from '~/lib/slip/slip-context.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { useSettings } from '../api/get-settings.ts'

/** Stake chips when settings have not loaded: 5, 10, 25, 50 major units. */
export const DEFAULT_STAKE_CHIPS_MAJOR = [5, 10, 25, 50] as const

/**
 * The slip's rules from GET /settings, and what several picks start as from the brand (ADR 024);
 * `statuses`: the providers' statuses as realtime last said them (default: the settings' own).
 */
export const slipContextFrom = (
  s: Settings | undefined,
  defaultBetType: DefaultBetType = DEFAULT_SLIP_CONTEXT.defaultBetType ?? 'combo',
  statuses: ProviderStatuses | null = s?.provider_statuses ?? null,
): SlipContext =>
  s
    ? {
        multiSingleAvailableByProvider: s.multi_single_available_by_provider,
        oddinEnabled: (statuses ?? s.provider_statuses).oddin !== false,
        customBetEnabled: s.custom_bet_enabled,
        acceptedOddsPolicy: s.auto_accept_odds_change,
        activeProviders: activeProvidersOf(statuses ?? s.provider_statuses),
        defaultBetType,
      }
    : { ...DEFAULT_SLIP_CONTEXT, defaultBetType }

export interface SlipSetup {
  readonly ctx: SlipContext
  readonly chips: readonly Money[]
  readonly limits: PlacementLimits
  readonly loggedIn: boolean
}

/**
 * Connects the slip to the session and settings: rules from GET /settings, the player's currency
 * (a change zeroes stakes, spec §4), stake chips, and the limits the problems check.
 */
export function useSlipSetup(): SlipSetup {
  const session = useSession()
  const settings = useSettings(session.player?.id)
  const defaultBetType = useBrand()?.settings.default_bet_type
  const statuses = useProviderStatuses()
  const ctx = useMemo(
    () => slipContextFrom(settings.data, defaultBetType, statuses),
    [settings.data, defaultBetType, statuses],
  )
  const { currency, balance, status } = session

  useEffect(() => {
    // A settings answer is newer than the events before it; later events update the store.
    if (settings.data) loadProviderStatuses(settings.data.provider_statuses)
  }, [settings.data])

  useEffect(() => {
    const store = getSlipStore()
    store.setContext(ctx)
    store.dispatch({ type: 'providerStatusChanged' })
  }, [ctx])

  useEffect(() => {
    // A visitor's slip keeps its currency until the player's is known.
    if (status === 'logged_in') getSlipStore().dispatch({ type: 'currencyChanged', currency })
  }, [currency, status])

  return useMemo(() => {
    const s = settings.data
    const limitCurrency = s ? findCurrency(s.limits.currency) : undefined
    const sameCurrency = limitCurrency?.code === currency.code
    const chips = s
      ? s.stakes.map((v) => money(v, currency))
      : DEFAULT_STAKE_CHIPS_MAJOR.map((v) => fromMajor(v, currency, 'down'))
    const limits: PlacementLimits = {
      ...(balance ? { balance } : {}),
      ...(s && sameCurrency
        ? {
            minStake: money(s.limits.min_stake, currency),
            maxStake: money(s.limits.max_stake, currency),
            maxPayout: money(s.limits.max_payout, currency),
          }
        : {}),
    }
    return { ctx, chips, limits, loggedIn: status === 'logged_in' }
  }, [settings.data, currency, balance, ctx, status])
}
