// Notifications (issue 14, modules/notifications): one row per event a player is told about, written in
// the event's own transaction by `notify`. `payload` holds the kind's facts (contract).
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { NotificationKind } from '@sportsbook/contract'
import { users } from './accounts.ts'

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    payload: jsonb('payload').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_id').on(t.userId, t.id),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
)
