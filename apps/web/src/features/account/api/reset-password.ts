import { Player, type PasswordEditRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** PUT /users/password: sets the new password from the emailed token and signs the player in. */
export const resetPassword = (user: PasswordEditRequest['user']) =>
  apiSend('PUT', '/users/password', Player, { api: 'platform', body: { user } })
