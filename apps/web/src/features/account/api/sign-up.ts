import { Accepted, type SignUpRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /users: creates the account; the confirmation link goes out by email or SMS. */
export const signUp = (user: SignUpRequest['user']) =>
  apiSend('POST', '/users', Accepted, { api: 'platform', body: { user } })
