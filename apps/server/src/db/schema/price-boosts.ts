// Price boosts (modules/price-boosts, issue #30.5, ADR 033): an operator-set better price on one
// selection, open to each customer up to a most stake at that price. Demo rows come from code
// (modules/price-boosts/seed-demo.ts).
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const priceBoosts = pgTable(
  'price_boosts',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    /** The boosted decimal price × ODDS_SCALE. */
    boostedOddsScaled: integer('boosted_odds_scaled').notNull(),
    /** The most one customer may stake at the boosted price, over all their bets (minor units). */
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until the match starts or the operator ends it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('price_boosts_match').on(t.matchId),
    check('price_boosts_max_stake_positive', sql`${t.maxStake} > 0`),
  ],
)
