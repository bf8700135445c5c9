// Emails and SMS sent (modules/outbox).
import { sql } from 'drizzle-orm'
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const OUTBOX_CHANNELS = ['email', 'sms'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

/** Emails and SMS as a real provider would receive them; the default sender only writes here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
)
