// Match centre (issue 19, modules/match-stats): statistics and timeline a data provider sends for a live match.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { matches } from './catalog.ts'

/** One row per match the feed has statistics for; `detail` is the feed's MatchDetailRow (match-stats module). */
export const matchDetails = pgTable('match_details', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  sportKey: text('sport_key').notNull(),
  detail: jsonb('detail').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
