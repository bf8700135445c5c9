import { describe, expect, it } from 'vitest'
import {
  isWrongOddsError,
  PLACE_BET_CODES,
  PLACE_BET_I18N,
  placeBetError,
  placeBetI18nKey,
  placeBetNumericCode,
} from '../index.ts'

describe('place-bet errors (spec §8), one table', () => {
  it('maps a numeric code and its catalogue code to the same error and key', () => {
    for (const code of [
      'invalid_odds',
      'invalid_odds_custom_bet',
      'pve_player_bet_forbidden',
      'municipality_not_found',
    ] as const) {
      const numeric = placeBetNumericCode(code)!
      expect(placeBetError(numeric)).toEqual(placeBetError(code))
      expect(placeBetError(code)).toEqual({ code, i18nKey: placeBetI18nKey(code) })
    }
    expect(placeBetNumericCode('municipality_not_found')).toBe(PLACE_BET_CODES.MUNICIPALITY_NOT_FOUND)
    expect(placeBetNumericCode('stake_too_low')).toBeUndefined()
  })

  it('keeps a risk message as its own key and anything else as the default', () => {
    const risk = 'error.risk_validation.odds_to_low'
    expect(placeBetError(risk, 'Too low')).toEqual({ code: risk, i18nKey: risk, message: 'Too low' })
    expect(placeBetError(999)).toEqual({ code: 'default', i18nKey: PLACE_BET_I18N.default })
  })

  it('knows which errors mean the odds moved', () => {
    expect(
      [101, 120, 'invalid_odds', 'invalid_odds_custom_bet', 'error.risk_validation.odds_to_low'].map(
        isWrongOddsError,
      ),
    ).toEqual([true, true, true, true, true])
    expect([114, 118, 'municipality_not_found', undefined].map(isWrongOddsError)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
