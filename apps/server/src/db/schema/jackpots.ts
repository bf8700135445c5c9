// Jackpots (issue #13, modules/jackpots): levels whose pools grow from qualifying bets; must-drop hits.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { JackpotHitStatus } from '@sportsbook/contract'
import { users } from './accounts.ts'
import { bets } from './betting.ts'

/** A jackpot an operator runs: which bets qualify (currency, total odds, real-money stake). */
export const jackpots = pgTable('jackpots', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  /** Least total odds of a qualifying bet × ODDS_SCALE. */
  minOddsScaled: integer('min_odds_scaled').notNull(),
  /** Least real-money stake of a qualifying bet (minor units). */
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** One level of a jackpot: its pool (counted contributions), seed, must-drop amount and share of stakes. */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    dropAt: bigint('drop_at', { mode: 'number' }).notNull(),
    /** Share of each qualifying stake, in basis points (100 = 1 %). */
    rateBp: integer('rate_bp').notNull(),
    /** The pool as of the last counted contribution (seed + contributions since the last hit). */
    pool: bigint('pool', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_levels_code').on(t.jackpotId, t.code),
    check('jackpot_levels_drop_above_seed', sql`${t.dropAt} > ${t.seed} and ${t.seed} >= 0`),
  ],
)

/** A qualifying bet's share of one level, written by the placing statement; `counted` once in the pool. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * `pending` while its bet is open, `in_draw` once the bet settled (the draw counts only these),
     * `withdrawn` when the bet was cashed out in full before settling, or settled as a whole refund
     * (never drawn; kept for the record).
     */
    state: text('state', { enum: ['pending', 'in_draw', 'withdrawn'] })
      .notNull()
      .default('pending'),
    counted: boolean('counted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jackpot_contributions_bet').on(t.betId),
    index('jackpot_contributions_drawable')
      .on(t.id)
      .where(sql`not ${t.counted} and ${t.state} = 'in_draw'`),
  ],
)

/** A level's drop: won by the bet whose contribution took the pool to its must-drop amount. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    /** The contribution that dropped the level: one hit per contribution, so never drawn twice. */
    contributionId: bigint('contribution_id', { mode: 'number' }).notNull().unique(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'approved' (drawn) → 'paid' (credited through the ledger, ref jackpot_hit:<id>). */
    status: text('status').$type<z.infer<typeof JackpotHitStatus>>().notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('jackpot_hits_user').on(t.userId, t.id), index('jackpot_hits_jackpot').on(t.jackpotId, t.id)],
)
