import type { TicketError } from './types.ts'

/** Numeric place-bet codes of spec §8. */
export const PLACE_BET_CODES = {
  INVALID_ODDS: 101,
  PVE_BET_FORBIDDEN: 114,
  MUNICIPALITY_NOT_FOUND: 118,
  INVALID_ODDS_CUSTOM_BET: 120,
} as const

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

/**
 * The place-bet errors of spec §8, one row each: the catalogue code, the numeric code the wire
 * carries as `bet_code`, the i18n key, and whether it means the odds the player saw are gone.
 */
const PLACE_BET_ERRORS = [
  {
    code: 'invalid_odds',
    numeric: PLACE_BET_CODES.INVALID_ODDS,
    i18nKey: PLACE_BET_I18N.invalidOdds,
    wrongOdds: true,
  },
  {
    code: 'invalid_odds_custom_bet',
    numeric: PLACE_BET_CODES.INVALID_ODDS_CUSTOM_BET,
    i18nKey: PLACE_BET_I18N.invalidOddsCustomBet,
    wrongOdds: true,
  },
  {
    code: 'pve_player_bet_forbidden',
    numeric: PLACE_BET_CODES.PVE_BET_FORBIDDEN,
    i18nKey: PLACE_BET_I18N.pveForbidden,
    wrongOdds: false,
  },
  // The player can fix this one (register a municipality), so it gets its own message, not the default.
  {
    code: 'municipality_not_found',
    numeric: PLACE_BET_CODES.MUNICIPALITY_NOT_FOUND,
    i18nKey: PLACE_BET_I18N.municipalityNotFound,
    wrongOdds: false,
  },
] as const

const rowOf = (code: number | string | undefined) =>
  PLACE_BET_ERRORS.find((e) => e.numeric === code || e.code === code)

/** The numeric code of spec §8 a catalogue error code carries on the wire (`bet_code`), if any. */
export const placeBetNumericCode = (errorCode: string): number | undefined =>
  PLACE_BET_ERRORS.find((e) => e.code === errorCode)?.numeric

/** The i18n key of a place-bet error's catalogue code (the contract's ERRORS take theirs from here). */
export const placeBetI18nKey = (errorCode: (typeof PLACE_BET_ERRORS)[number]['code']): string =>
  PLACE_BET_ERRORS.find((e) => e.code === errorCode)!.i18nKey

/** Whether a server code or message key means the odds the player saw are no longer valid. */
export const isWrongOddsError = (code: number | string | undefined): boolean =>
  rowOf(code)?.wrongOdds === true || (WRONG_ODDS_RISK_KEYS as readonly unknown[]).includes(code)

/**
 * Maps a place-bet server error to the catalogue (spec §8): invalid odds, invalid odds for a
 * custom bet, PVE forbidden, municipality not found (118), by numeric or catalogue code; a risk
 * message kept as its own key; anything else the default key.
 */
export function placeBetError(code: number | string | undefined, localizedMessage?: string): TicketError {
  const message = localizedMessage ? { message: localizedMessage } : {}
  const row = rowOf(code)
  if (row) return { code: row.code, i18nKey: row.i18nKey, ...message }
  if (typeof code === 'string' && code.startsWith('error.risk_validation.'))
    return { code, i18nKey: code, ...message }
  return { code: 'default', i18nKey: PLACE_BET_I18N.default, ...message }
}
