// The player's notifications: a page of them, the unread counters, and marking read. Each read
// change queues a counters push that goes out after its commit.
import type {
  CountersResponse,
  MarkReadResponse,
  NotificationList,
  NotificationListQuery,
  UnreadCounters,
} from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { offsetOf, pagination } from '../../lib/pagination.ts'
import { presentNotification } from './presenters.ts'
import { countAll, countUnread, markRead, queuePush, selectPage } from './repository.ts'

export interface NotificationsService {
  list(userId: number, q: NotificationListQuery): Promise<NotificationList>
  counters(userId: number): Promise<UnreadCounters>
  named(userId: number, names: readonly 'notifications'[] | undefined): Promise<CountersResponse>
  read(userId: number, ids: readonly number[] | 'all'): Promise<MarkReadResponse>
}

export function createNotificationsService(db: Db, now: () => Date): NotificationsService {
  const counters = async (userId: number) => ({ notifications: await countUnread(db, userId) })
  return {
    async list(userId, q) {
      const [rows, total] = await Promise.all([
        selectPage(db, userId, offsetOf(q.page, q.limit), q.limit),
        countAll(db, userId),
      ])
      return {
        data: rows.flatMap((r) => presentNotification(r) ?? []),
        pagination: pagination(total, q.page, q.limit),
      }
    },
    counters,
    async named(userId, names) {
      const all = await counters(userId)
      const wanted = names ?? (Object.keys(all) as (keyof UnreadCounters)[])
      return { counters: Object.fromEntries(wanted.map((n) => [n, all[n]])) }
    },
    async read(userId, ids) {
      const updated = await db.transaction(async (tx) => {
        const n = await markRead(tx, userId, ids, now())
        if (n > 0) await queuePush(tx, userId, null)
        return n
      })
      return { updated, counters: await counters(userId) }
    },
  }
}
