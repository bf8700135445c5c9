import type { Notification, NotificationList, RealtimeEvent, UnreadCounters } from '@sportsbook/contract'
import { playerChannel } from '@sportsbook/contract'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getRealtimeClient } from '~/lib/realtime/browser-client.ts'
import {
  countersKey,
  getCounters,
  getNotifications,
  listKey,
  NOTIFICATION_PAGE_SIZE,
  notificationsKey,
} from '../api/notifications.ts'

const inBrowser = typeof window !== 'undefined'

export const useUnreadCount = (playerId: number) =>
  useQuery({
    queryKey: countersKey(playerId),
    queryFn: ({ signal }) => getCounters(signal),
    enabled: inBrowser,
    select: (c: UnreadCounters) => c.notifications,
  })

/** The newest page, asked only while the centre is open. */
export const useNotificationList = (playerId: number, open: boolean) =>
  useQuery({
    queryKey: listKey(playerId),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: inBrowser && open,
    staleTime: 0,
  })

/** A new notification goes on top of a loaded list (once), which keeps its page size. */
export function withNotification(list: NotificationList | undefined, n: Notification) {
  if (!list || list.data.some((x) => x.id === n.id)) return list
  return {
    data: [n, ...list.data].slice(0, NOTIFICATION_PAGE_SIZE),
    pagination: { ...list.pagination, total: list.pagination.total + 1 },
  }
}

export function applyNotificationEvent(qc: QueryClient, playerId: number, event: RealtimeEvent) {
  if (event.type === 'notification') {
    qc.setQueryData<NotificationList>(listKey(playerId), (old) => withNotification(old, event.notification))
  } else if (event.type === 'unread_counters_changed') {
    qc.setQueryData<UnreadCounters>(countersKey(playerId), event.counters)
  }
}

/** Same channel name as the server: the player's language, or 'en' when a channel cannot hold it. */

/**
 * The bell stays live without a reload: the player's private channel (shared with balance and bets
 * by the realtime client) brings `notification` and `unread_counters_changed`.
 */
export function useNotificationsLive(playerId: number, language: string) {
  const qc = useQueryClient()
  useEffect(() => {
    const client = getRealtimeClient()
    if (!client) return
    return client.subscribe(playerChannel(language, playerId), {
      onPublication: (event) => applyNotificationEvent(qc, playerId, event),
      // Events may have been missed before this subscribe: ask again.
      onResync: () => void qc.invalidateQueries({ queryKey: notificationsKey(playerId) }),
    })
  }, [qc, playerId, language])
}
