import { z } from 'zod'
import { apiSend } from '~/lib/session/api-send.ts'

/** DELETE /users/sign_out from the reality check's and limit modals' "Log out". */
export const signOut = () =>
  apiSend('DELETE', '/users/sign_out', z.unknown(), { api: 'platform', expectUnauthorized: true })
