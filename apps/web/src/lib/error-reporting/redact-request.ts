/**
 * What of a failed request's body an error report may carry (spec §8: a developer sees the request
 * that failed, never a player's secrets). Decided for issue #28: a key is matched by its words
 * (snake_case, kebab-case and camelCase split, case-insensitive), never by a substring, so
 * `promo_code`, a bet share's `code`, `bet_code`, `country_code` or `spin_count` stay readable.
 * Redacted, at any depth:
 * - a key with a secret word: password (passwd, passcode, passphrase, pwd), token, secret, pin,
 *   otp/totp, cvv/cvc/cvv2, pan, `api_key`, a card's number or security code (`card_number`,
 *   `security_code`);
 * - a one-time code: a key ending in `code` with a verification word before it (`sms_code`,
 *   `verification_code`, `confirmation_code`, `reset_password_code`, `email_code`, `auth_code`,
 *   `two_factor_code`, `otp_code`), or a bare `code` inside such an object (the phone check's
 *   `{ phone: { code } }`).
 * Anything else is kept: a new secret field is added here, with a test, when the contract gains one.
 */
/** Secret words and word pairs of a key (matched on its words joined by spaces). */
const SECRET =
  /(^| )(password|passwd|passcode|passphrase|pwd|token|secret|pin|otp|totp|cvv2?|cvc|pan|api key|card number|security code)( |$)/
/** Words that make a `…_code` (or a bare `code` under them) a one-time verification code. */
const VERIFY =
  /(^| )(sms|phone|email|verification|verify|confirmation|confirm|reset|auth|mfa|2fa|factor|activation|login)( |$)/

/** A key's words, lower case, space-joined: `newPassword`, `new_password` and `new-password` are "new password". */
export const keyWords = (key: string): string =>
  key
    .replace(/([a-z])([A-Z])|([A-Z])([A-Z][a-z])/g, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean)
    .join(' ')

/** Whether the value under `key` (inside an object under `parent`) is a secret a report never carries. */
export function isSecretKey(key: string, parent?: string): boolean {
  const words = keyWords(key)
  if (SECRET.test(words)) return true
  if (words !== 'code' && !words.endsWith(' code')) return false
  return VERIFY.test(words === 'code' ? keyWords(parent ?? '') : words)
}

/** The request body as a report may carry it: every secret field redacted, at any depth. */
export function redactRequest(data: unknown, parent?: string): unknown {
  if (Array.isArray(data)) return data.map((d) => redactRequest(d, parent))
  if (typeof data !== 'object' || data === null) return data
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, isSecretKey(k, parent) ? '[redacted]' : redactRequest(v, k)]),
  )
}
