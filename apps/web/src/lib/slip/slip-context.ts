import type { SlipContext } from '@sportsbook/domain'

/**
 * Slip rules until GET /settings says otherwise: picks from different matches build a combo (ADR 024)
 * and the player may switch to singles (multi-single on, as Betradar allows it) or a system; odds
 * moves always ask.
 */
export const DEFAULT_SLIP_CONTEXT: SlipContext = {
  multiSingleAvailableByProvider: { betradar: true, oddin: true },
  oddinEnabled: true,
  customBetEnabled: false,
  acceptedOddsPolicy: 'none',
  defaultBetType: 'combo',
}
