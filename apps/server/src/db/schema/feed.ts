// The demo feed's own state (modules/feed).
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** Key/value state of the feed (seed, last scheduled horizon): lets a restart continue where it stopped. */
export const feedState = pgTable('feed_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})
