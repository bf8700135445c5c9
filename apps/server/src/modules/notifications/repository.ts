// The only SQL of notifications: the rows, the unread counts, and the NOTIFY/LISTEN that carry a
// committed change to every API process (push.ts).
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Executor, Tx } from '../../db/client.ts'
import { notifications, users } from '../../db/schema.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>

/** PostgreSQL delivers a NOTIFY only when (and if) its transaction commits. */
export const PUSH_CHANNEL = 'sportsbook_notifications'

export async function insertNotification(tx: Tx, row: NewNotification): Promise<number> {
  const [r] = await tx.insert(notifications).values(row).returning({ id: notifications.id })
  return r!.id
}

/** Queues the push of a committed change: a new notification (`n`) or read ones (`n` null). */
export async function queuePush(tx: Tx, userId: number, notificationId: number | null): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify({ u: userId, n: notificationId })})`,
  )
}

export async function selectPage(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .offset(offset)
    .limit(limit)
}

export async function countAll(db: Executor, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId))
  return r?.n ?? 0
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return r?.n ?? 0
}

/** Marks the player's unread ones among `ids` (others' ids match nothing); returns how many. */
export async function markRead(tx: Tx, userId: number, ids: readonly number[] | 'all', at: Date) {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id })
  return rows.length
}

export async function selectOne(db: Executor, id: number): Promise<NotificationRow | undefined> {
  const [r] = await db.select().from(notifications).where(eq(notifications.id, id))
  return r
}

/** The player's language: their private channel is named by it. */
export async function selectLanguage(db: Executor, userId: number): Promise<string | undefined> {
  const [r] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
  return r?.language
}

/** `channel` is a constant identifier of ours (LISTEN takes no parameter). */
export const listen = (client: pg.PoolClient) => client.query(`LISTEN ${PUSH_CHANNEL}`)
export const unlisten = (client: pg.PoolClient) => client.query(`UNLISTEN ${PUSH_CHANNEL}`)
