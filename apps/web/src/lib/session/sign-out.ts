import { z } from 'zod'
import { reportApiError } from '../error-reporting/report-api-error.ts'
import { apiSend } from './api-send.ts'

/**
 * DELETE /users/sign_out: ends the session (204). A failure is only reported (spec §8): whoever signs
 * out here is treated as signed out either way, so it never throws.
 */
export const signOut = (): Promise<void> =>
  apiSend('DELETE', '/users/sign_out', z.unknown(), { api: 'platform', expectUnauthorized: true }).then(
    () => undefined,
    (error: unknown) => reportApiError(error, 'always', 'sign-out'),
  )
