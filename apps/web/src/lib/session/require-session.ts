import { stackModal } from '~/lib/modal/modal-store.ts'
import { isUnauthorized } from './api-send.ts'

/**
 * Runs an action that needs a session. When it fails with 401 the session expired: sign-in opens
 * and, once the player is back, the same action runs again (spec §4 "reopens sign-in then runs
 * the callback"). Sign-in opens over any open modal (a deposit form), which is there again after.
 */
export async function requireSession(action: () => Promise<void>): Promise<void> {
  try {
    await action()
  } catch (e) {
    if (!isUnauthorized(e)) throw e
    stackModal('sign-in', { params: { reason: 'expired' }, onSuccess: () => void requireSession(action) })
  }
}
