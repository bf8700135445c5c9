import { PasswordResetAccepted, Player, type PasswordEditRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * PUT /users/password: sets the new password, proven by the emailed link's token or by the phone and
 * the code texted to it, and signs the player in.
 */
export const resetPassword = (user: PasswordEditRequest['user']) =>
  apiSend('PUT', '/users/password', Player, { api: 'platform', body: { user } })

/**
 * POST /users/password by phone: texts a reset code if the number has an account (the answer is the
 * same either way) and says when another may be asked for.
 */
export const requestResetCode = (phone: string) =>
  apiSend('POST', '/users/password', PasswordResetAccepted, { api: 'platform', body: { user: { phone } } })
