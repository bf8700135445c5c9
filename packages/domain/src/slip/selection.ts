import { MATCH_STATUS } from '../match/match-status.ts'
import type { Provider, Selection, SlipContext } from './types.ts'

/** A selection as it arrives from storage, a share code or the UI: market or match may be missing. */
export type SelectionInput = Omit<
  Selection,
  'market' | 'matchId' | 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
> &
  Partial<Pick<Selection, 'market' | 'matchId'>> &
  Partial<Pick<Selection, 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'>>

/** A full selection from input, or undefined when the market or match is missing (spec §4: dropped). */
export function toSelection(input: SelectionInput): Selection | undefined {
  const { market, matchId } = input
  if (!market || !matchId) return undefined
  return {
    ...input,
    market,
    matchId,
    acceptedOdds: input.acceptedOdds ?? input.odds,
    initialOdds: input.initialOdds ?? input.odds,
    isSuspended: input.isSuspended ?? false,
    isChanged: input.isChanged ?? false,
    isNotAvailable: input.isNotAvailable ?? false,
  }
}

/** Only Betradar, plus Oddin where enabled, take bets (spec §5). */
export const isProviderAllowed = (provider: Provider, ctx: SlipContext): boolean =>
  provider === 'betradar' || (provider === 'oddin' && ctx.oddinEnabled)

/** Multi-single only if every selection's provider allows it (spec §5). */
export const multiSingleAllowed = (selections: readonly Selection[], ctx: SlipContext): boolean =>
  selections.every((s) => ctx.multiSingleAvailableByProvider[s.provider] === true)

/** A custom bet takes only prematch or live selections (spec §4). */
export const isCustomBettable = (s: Selection): boolean =>
  s.matchStatus === MATCH_STATUS.PREMATCH || s.matchStatus === MATCH_STATUS.LIVE

/** Needs the player's attention before placing: changed, suspended or unavailable. */
export const needsAttention = (s: Selection): boolean => s.isChanged || s.isSuspended || s.isNotAvailable

/** Resets the change flags after the player accepted the current odds. */
export const acceptSelection = (s: Selection): Selection => ({
  ...s,
  acceptedOdds: s.odds,
  isChanged: false,
})
