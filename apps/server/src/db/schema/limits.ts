// Safer gambling (modules/limits): player limits and counted active time.
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { LimitInterval, LimitStatus, LimitType } from '@sportsbook/domain'
import { users } from './accounts.ts'

/**
 * A player's limit (spec §3 User limit). A change that loosens one is a new row (status unconfirmed, or
 * unconfirmed_disabled for a removal) that the player confirms after `effective_at`; the row it
 * replaces stays in force until then.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LimitType>().notNull(),
    status: text('status').$type<LimitStatus>().notNull(),
    /** Money limits: minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    /** Time limits and exclusion terms: seconds. */
    period: integer('period'),
    /** For windowed limits only. */
    interval: text('interval').$type<LimitInterval>(),
    /** The limit in force that a pending raise or removal replaces. */
    replacesId: integer('replaces_id'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_limits_user').on(t.userId, t.type)],
)

/** Active seconds a player spent per UTC day, counted by POST /player/activity_limit_track. */
export const playerActivity = pgTable(
  'player_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastTrackedAt: timestamp('last_tracked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
