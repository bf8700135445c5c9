import { describe, expect, it } from 'vitest'
import { isSecretKey, keyWords, redactRequest } from './redact-request.ts'

describe('what of a failed request an error report carries (issue #28)', () => {
  it('keeps the codes a developer needs: a promo code, a bet share code, country and currency codes', () => {
    const body = {
      code: 'WELCOME10',
      promo_code: 'SPRING',
      share_code: 'aB3dE5',
      bet_code: 120,
      country_code: 'DE',
      currencyCode: 'EUR',
      bets: [{ stake: { value: 200, currency: 'EUR' }, spin_count: 3, pinned: true }],
    }
    expect(redactRequest(body)).toEqual(body)
  })

  it('redacts passwords, tokens, secrets, one-time codes, PINs and card data, at any depth', () => {
    const body = {
      user: { login: 'ann@example.com', password: 'hunter22', new_password: 'x', passwordConfirmation: 'x' },
      token: 't',
      reset_password_token: 't',
      confirmation_token: 't',
      client_secret: 's',
      sms_code: '123456',
      verificationCode: '123456',
      reset_password_code: '123456',
      two_factor_code: '123456',
      phone: { number: '+4915112345678', code: '123456' },
      pin: '1234',
      card: { card_number: '4111111111111111', cvv: '123', expiry: '12/30' },
      api_key: 'k',
    }
    expect(redactRequest(body)).toEqual({
      user: {
        login: 'ann@example.com',
        password: '[redacted]',
        new_password: '[redacted]',
        passwordConfirmation: '[redacted]',
      },
      token: '[redacted]',
      reset_password_token: '[redacted]',
      confirmation_token: '[redacted]',
      client_secret: '[redacted]',
      sms_code: '[redacted]',
      verificationCode: '[redacted]',
      reset_password_code: '[redacted]',
      two_factor_code: '[redacted]',
      phone: { number: '+4915112345678', code: '[redacted]' },
      pin: '[redacted]',
      card: { card_number: '[redacted]', cvv: '[redacted]', expiry: '12/30' },
      api_key: '[redacted]',
    })
  })

  it('matches whole words of a key, in any of its spellings', () => {
    expect(keyWords('newPassword')).toBe('new password')
    expect(keyWords('SMSCode')).toBe('sms code')
    expect(keyWords('2FA-code')).toBe('2fa code')
    expect(['spinner', 'tokenizer_kind', 'panel', 'promoCode'].map((k) => isSecretKey(k))).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
