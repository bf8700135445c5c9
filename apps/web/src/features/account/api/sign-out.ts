import { z } from 'zod'
import { apiSend } from '~/lib/session/api-send.ts'

/** DELETE /users/sign_out: ends the session (204). */
export const signOut = () =>
  apiSend('DELETE', '/users/sign_out', z.unknown(), { api: 'platform', expectUnauthorized: true })
