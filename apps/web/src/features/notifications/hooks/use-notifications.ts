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
  postCounters,
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

/**
 * After events may have been missed: the counters again in one POST /counters (the bell's number),
 * and a loaded list marked stale (refetched while the centre is open).
 */
export async function resyncNotifications(qc: QueryClient, playerId: number): Promise<void> {
  void qc.invalidateQueries({ queryKey: listKey(playerId) })
  try {
    const { counters } = await postCounters()
    if (counters.notifications !== undefined)
      qc.setQueryData<UnreadCounters>(countersKey(playerId), { notifications: counters.notifications })
  } catch {
    // Reported by the API client; the bell keeps its number until the next event.
  }
}

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
      onResync: () => void resyncNotifications(qc, playerId),
    })
  }, [qc, playerId, language])
}
