import type { SlipContext } from '@sportsbook/domain'

/**
 * Slip rules until GET /settings says otherwise: several selections stay singles (multi-single on,
 * as Betradar allows it), the player switches to combo or system; odds moves always ask.
 */
export const DEFAULT_SLIP_CONTEXT: SlipContext = {
  multiSingleAvailableByProvider: { betradar: true, oddin: true },
  oddinEnabled: true,
  customBetEnabled: false,
  acceptedOddsPolicy: 'none',
}
