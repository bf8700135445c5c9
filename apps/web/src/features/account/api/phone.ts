import { PhoneVerification } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** Per player, so a later sign-in never sees the previous player's state. */
export const phoneQueryKey = (playerId: number) => ['session', 'phone', playerId] as const

/** GET /player/phone: the number, its verified status, the resend timeout and the SMS limit (spec §3). */
export const getPhone = (signal?: AbortSignal) =>
  apiSend('GET', '/player/phone', PhoneVerification, { api: 'platform', signal })

/** POST /player/phone: stores the number (with the player's country when known) and texts a code. */
export const setPhone = (number: string, country?: string) =>
  apiSend('POST', '/player/phone', PhoneVerification, {
    api: 'platform',
    body: { phone: country ? { number, country } : { number } },
  })

/** POST /player/phone/resend: texts a new code (resend_too_soon, sms_limit_reached). */
export const resendPhoneCode = () =>
  apiSend('POST', '/player/phone/resend', PhoneVerification, { api: 'platform' })

/** POST /player/phone/verify: checks the code (phone_code_invalid). */
export const verifyPhone = (code: string) =>
  apiSend('POST', '/player/phone/verify', PhoneVerification, { api: 'platform', body: { phone: { code } } })
