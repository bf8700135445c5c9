// Rows → the contract's Notification. `notify` checks every payload before it is written, so a row that
// does not parse (a shape since retired) is left out rather than failing the whole list.
import { Notification } from '@sportsbook/contract'
import { toIso } from '../../lib/to-iso.ts'
import type { NotificationRow } from './repository.ts'
import { textsOf } from './texts.ts'

export function presentNotification(row: NotificationRow): Notification | undefined {
  const parsed = Notification.safeParse({
    id: row.id,
    type: row.kind,
    object_type: row.objectType,
    object_id: row.objectId,
    payload: row.payload,
    title: '',
    body: '',
    caption: null,
    read: row.readAt !== null,
    created_at: toIso(row.createdAt),
  })
  if (!parsed.success) return undefined
  return { ...parsed.data, ...textsOf(parsed.data) }
}
