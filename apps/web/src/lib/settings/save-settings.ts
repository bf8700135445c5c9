import type { SettingsUpdate } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /settings: saves the given choices of the signed-in player; answers the whole settings. */
export const saveSettings = (update: SettingsUpdate) =>
  apiSend('POST', '/settings', lazySchema('Settings'), { body: update })
