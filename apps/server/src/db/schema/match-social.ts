// Match centre (issue 19, modules/match-social): prediction votes and the fallback chat room.
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { VoteChoice } from '@sportsbook/contract'
import { users } from './accounts.ts'
import { matches } from './catalog.ts'

/** One prediction per player per match (spec §7 `/vote`); `choice` is a contract VoteChoice. */
export const matchVotes = pgTable(
  'match_votes',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<VoteChoice>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('match_votes_match').on(t.matchId)],
)

/** The built-in chat room of a match (used when no chat provider is configured): plain text only. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_match').on(t.matchId, t.id),
    index('chat_messages_user').on(t.userId, t.createdAt),
  ],
)
