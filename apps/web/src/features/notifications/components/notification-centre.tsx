import type { NotificationList, UnreadCounters } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Button, Dialog, Heading } from 'react-aria-components'
import { countersKey, listKey, markAllRead, markRead } from '../api/notifications.ts'
import { useNotificationList } from '../hooks/use-notifications.ts'
import { NotificationItem } from './notification-text.tsx'

/**
 * The notification centre (spec §3 Notification): the newest page, read on open (the ones shown are
 * marked read on the server; they keep their "new" dot until the next open), and "read all".
 */
export function NotificationCentre({ playerId }: { playerId: number }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const list = useNotificationList(playerId, true)
  const marked = useRef(new Set<number>())
  const setCounters = (c: UnreadCounters) => qc.setQueryData(countersKey(playerId), c)

  const unread = (list.data?.data ?? []).filter((n) => !n.read && !marked.current.has(n.id)).map((n) => n.id)
  const unreadKey = unread.join(',')
  useEffect(() => {
    if (unreadKey === '') return
    const ids = unreadKey.split(',').map(Number)
    ids.forEach((id) => marked.current.add(id))
    markRead(ids).then(
      (r) => setCounters(r.counters),
      () => undefined,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for each new set of unread ids
  }, [unreadKey])

  const readAll = async () => {
    const r = await markAllRead().catch(() => undefined)
    if (!r) return
    setCounters(r.counters)
    qc.setQueryData<NotificationList>(listKey(playerId), (old) =>
      old ? { ...old, data: old.data.map((n) => ({ ...n, read: true })) } : old,
    )
  }
  const items = list.data?.data ?? []
  return (
    <Dialog className="flex max-h-[min(32rem,80vh)] w-[min(24rem,92vw)] flex-col outline-none">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <Heading slot="title" className="text-base font-bold">
          {intl.formatMessage({ id: 'notifications.title' })}
        </Heading>
        <Button
          onPress={() => void readAll()}
          isDisabled={items.length === 0}
          className="rounded-sm px-2 py-1 text-sm font-semibold text-brand hover:bg-raised disabled:text-muted"
        >
          {intl.formatMessage({ id: 'notifications.read_all' })}
        </Button>
      </div>
      <div className="overflow-y-auto">
        {list.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-muted">
            {intl.formatMessage({ id: 'notifications.loading' })}
          </p>
        ) : list.isError ? (
          <p role="alert" className="px-3 py-6 text-center text-sm">
            {intl.formatMessage({ id: 'notifications.error' })}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted">
            {intl.formatMessage({ id: 'notifications.empty' })}
          </p>
        ) : (
          <ul aria-label={intl.formatMessage({ id: 'notifications.title' })}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}
