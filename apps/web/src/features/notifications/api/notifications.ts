// The notification calls of spec §7, one small function each.
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Newest notifications the centre shows (docs/constants.md). */
export const NOTIFICATION_PAGE_SIZE = 20

/** Per player, so a later sign-in never sees the previous player's notifications. */
export const notificationsKey = (playerId: number) => ['notifications', playerId] as const
export const listKey = (playerId: number) => [...notificationsKey(playerId), 'list'] as const
export const countersKey = (playerId: number) => [...notificationsKey(playerId), 'counters'] as const

/** GET /notifications: the newest page. */
export const getNotifications = (signal?: AbortSignal) =>
  apiSend('GET', '/notifications', lazySchema('NotificationList'), {
    query: { page: 1, limit: NOTIFICATION_PAGE_SIZE },
    signal,
  })

/** GET /notifications/counters: how many are unread. */
export const getCounters = (signal?: AbortSignal) =>
  apiSend('GET', '/notifications/counters', lazySchema('UnreadCounters'), { signal })

/**
 * POST /counters (spec §7): every counter the web shows, in one answer; asked after realtime may
 * have missed `unread_counters_changed` (a reconnect that could not recover), not polled.
 */
export const postCounters = () =>
  apiSend('POST', '/counters', lazySchema('CountersResponse'), { body: { names: ['notifications'] } })

/** POST /notifications/read: marks these read (the player's own only). */
export const markRead = (ids: readonly number[]) =>
  apiSend('POST', '/notifications/read', lazySchema('MarkReadResponse'), { body: { ids } })

/** POST /notifications/read-all. */
export const markAllRead = () => apiSend('POST', '/notifications/read-all', lazySchema('MarkReadResponse'))
