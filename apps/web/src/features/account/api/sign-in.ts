import { Player, type SignInRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /users/sign_in: sets the session cookies and answers the player. A 401 here is a wrong password. */
export const signIn = (user: SignInRequest['user']) =>
  apiSend('POST', '/users/sign_in', Player, { api: 'platform', body: { user }, expectUnauthorized: true })
