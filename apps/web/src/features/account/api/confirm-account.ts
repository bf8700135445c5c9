import { Player } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /users/confirmation?confirmation_token=: confirms the account and signs the player in. */
export const confirmAccount = (token: string) =>
  apiSend('GET', '/users/confirmation', Player, { api: 'platform', query: { confirmation_token: token } })
