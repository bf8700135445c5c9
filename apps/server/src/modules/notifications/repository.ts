// The only SQL of notifications: the rows, the unread counts, and the NOTIFY/LISTEN that carry a
// committed change to every API process (push.ts).
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { notifications } from '../../db/schema/index.ts'
import { unnestRows } from '../../db/unnest.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>

/** PostgreSQL delivers a NOTIFY only when (and if) its transaction commits. */
export const PUSH_CHANNEL = 'sportsbook_notifications'

/**
 * Writes notifications and queues their pushes (one NOTIFY each, in the order given) in one statement;
 * returns their ids in the order given.
 */
export async function insertNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<number[]> {
  const inserted = await tx.execute<{ id: string }>(sql`with n as (insert into notifications
      (user_id, kind, object_type, object_id, payload, created_at)
    select user_id, kind, object_type, object_id, payload::jsonb, created_at
    from ${unnestRows(rows, [
      ['user_id', 'int', (r) => r.userId],
      ['kind', 'text', (r) => r.kind],
      ['object_type', 'text', (r) => r.objectType],
      ['object_id', 'text', (r) => r.objectId ?? null],
      ['payload', 'text', (r) => JSON.stringify(r.payload)],
      ['created_at', 'timestamptz', (r) => r.createdAt],
    ])}
    returning id, user_id)
    select id::text, pg_notify(${PUSH_CHANNEL}, json_build_object('u', user_id, 'n', id)::text)
    from n order by id`)
  // ids come from one sequence in the order the rows were inserted
  return inserted.rows.map((r) => Number(r.id))
}

/** Queues the push of a committed change: a new notification (`n`) or read ones (`n` null). */
export async function queuePush(tx: Tx, userId: number, notificationId: number | null): Promise<void> {
  await queuePushes(tx, [{ userId, notificationId }])
}

/** `queuePush` for many changes in one statement (one NOTIFY each, delivered in this order). */
export async function queuePushes(
  tx: Tx,
  pushes: readonly { userId: number; notificationId: number | null }[],
): Promise<void> {
  const payloads = pushes.map((p) => JSON.stringify({ u: p.userId, n: p.notificationId }))
  await tx.execute(
    sql`select pg_notify(${PUSH_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) with ordinality as x(p, o) order by o`,
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

export async function selectMany(db: Executor, ids: readonly number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(notifications)
    .where(sql`${notifications.id} = any(${sql.param(ids)}::bigint[])`) // one parameter, not one per id
}

/** The players' languages (their private channels are named by them) and unread counts, by player. */
export async function selectPushFacts(db: Executor, userIds: readonly number[]) {
  const { rows } = await db.execute<{ id: number; language: string; unread: number }>(sql`
    select u.id, u.language, (select count(*)::int from notifications n
      where n.user_id = u.id and n.read_at is null) as unread
    from users u where u.id = any(${sql.param(userIds)}::int[])`)
  return new Map(rows.map((r) => [r.id, r]))
}
