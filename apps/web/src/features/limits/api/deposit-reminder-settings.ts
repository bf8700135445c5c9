import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /player/deposit_reminder_settings: whether and when the player's group gets a deposit reminder. */
export const getDepositReminderSettings = (signal?: AbortSignal) =>
  apiSend('GET', '/player/deposit_reminder_settings', lazySchema('DepositReminderSettings'), {
    api: 'platform',
    signal,
  })
