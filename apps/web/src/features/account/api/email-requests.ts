import { Accepted } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** The three "send me an email" forms: resend confirmation, reset password, resend unlock. */
export const EMAIL_REQUEST_PATHS = {
  confirmation: '/users/confirmation',
  password: '/users/password',
  unlock: '/users/unlock',
} as const

export const requestEmail = (kind: keyof typeof EMAIL_REQUEST_PATHS, email: string) =>
  apiSend('POST', EMAIL_REQUEST_PATHS[kind], Accepted, { api: 'platform', body: { user: { email } } })
