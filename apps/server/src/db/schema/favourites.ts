// Favourites (issue #14, modules/favourites): the matches, leagues and sports a player starred.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { FavouriteType } from '@sportsbook/contract'
import { users } from './accounts.ts'

/** One star; `type` is a contract FavouriteType,  `entity_id` the match, tournament or sport id. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<FavouriteType>().notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.entityId] })],
)
