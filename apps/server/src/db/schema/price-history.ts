// Match centre (issue 19, modules/price-history): main-market price history.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { matches } from './catalog.ts'

/** The last moves of a match's main-market prices (bounded per outcome, modules/price-history). */
export const priceHistory = pgTable('price_history', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  marketId: integer('market_id').notNull(),
  specifier: text('specifier').notNull(),
  /** outcome id → [epoch ms, decimal odds][] oldest first. */
  moves: jsonb('moves').$type<Record<string, [number, number][]>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
