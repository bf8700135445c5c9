import type { TicketError } from './types.ts'

/** Numeric place-bet codes of spec §8. */
export const PLACE_BET_CODES = {
  INVALID_ODDS: 101,
  PVE_BET_FORBIDDEN: 114,
  MUNICIPALITY_NOT_FOUND: 118,
  INVALID_ODDS_CUSTOM_BET: 120,
} as const

/** The numeric code of spec §8 a catalogue error code carries on the wire (`bet_code`), if any. */
export function placeBetNumericCode(errorCode: string): number | undefined {
  switch (errorCode) {
    case 'invalid_odds':
      return PLACE_BET_CODES.INVALID_ODDS
    case 'pve_player_bet_forbidden':
      return PLACE_BET_CODES.PVE_BET_FORBIDDEN
    case 'municipality_not_found':
      return PLACE_BET_CODES.MUNICIPALITY_NOT_FOUND
    case 'invalid_odds_custom_bet':
      return PLACE_BET_CODES.INVALID_ODDS_CUSTOM_BET
    default:
      return undefined
  }
}

/** i18n keys of the place-bet errors of spec §8. */
export const PLACE_BET_I18N = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  pveForbidden: 'error.platform.pve_player_bet_forbidden',
  municipalityNotFound: 'error.place_bets.municipality_not_found',
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
  default: 'error.place_bets.default',
} as const

/** Risk messages that count as wrong-odds errors (spec §8). */
export const WRONG_ODDS_RISK_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const

/** Whether a server code or message key means the odds the player saw are no longer valid. */
export const isWrongOddsError = (code: number | string | undefined): boolean =>
  code === PLACE_BET_CODES.INVALID_ODDS ||
  code === PLACE_BET_CODES.INVALID_ODDS_CUSTOM_BET ||
  code === 'invalid_odds' ||
  code === 'invalid_odds_custom_bet' ||
  (WRONG_ODDS_RISK_KEYS as readonly unknown[]).includes(code)

/**
 * Maps a place-bet server error to the catalogue (spec §8): invalid odds, invalid odds for a
 * custom bet, PVE forbidden, municipality not found (118), a risk message kept as its own key;
 * anything else the default key.
 */
export function placeBetError(code: number | string | undefined, localizedMessage?: string): TicketError {
  const message = localizedMessage ? { message: localizedMessage } : {}
  const of = (c: string, i18nKey: string): TicketError => ({ code: c, i18nKey, ...message })
  if (code === PLACE_BET_CODES.INVALID_ODDS || code === 'invalid_odds')
    return of('invalid_odds', PLACE_BET_I18N.invalidOdds)
  if (code === PLACE_BET_CODES.INVALID_ODDS_CUSTOM_BET || code === 'invalid_odds_custom_bet') {
    return of('invalid_odds_custom_bet', PLACE_BET_I18N.invalidOddsCustomBet)
  }
  if (code === PLACE_BET_CODES.PVE_BET_FORBIDDEN || code === 'pve_player_bet_forbidden') {
    return of('pve_player_bet_forbidden', PLACE_BET_I18N.pveForbidden)
  }
  // The player can fix this one (register a municipality), so it gets its own message, not the default.
  if (code === PLACE_BET_CODES.MUNICIPALITY_NOT_FOUND || code === 'municipality_not_found')
    return of('municipality_not_found', PLACE_BET_I18N.municipalityNotFound)
  if (typeof code === 'string' && code.startsWith('error.risk_validation.')) return of(code, code)
  return of('default', PLACE_BET_I18N.default)
}
