// Hunting and hunting tournaments (modules/bonus-points): the points rules of a 'hunting' or
// 'tournament' campaign, each player's points in it, and the points each bet earned (one row per bet).
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { bets } from './betting.ts'
import { bonusCampaigns } from './bonus-campaigns.ts'

/** The points rules of a hunting or tournament campaign (amounts in `currency` minor units). */
export const pointsCampaigns = pgTable('points_campaigns', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => bonusCampaigns.id),
  currency: text('currency').notNull(),
  /** Stake that earns one point, and the smallest stake that earns any. */
  pointStake: bigint('point_stake', { mode: 'number' }).notNull(),
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  /** Hunting: a freebet of `freebet_amount` every `target_points`, at most `max_freebets`. */
  targetPoints: integer('target_points'),
  maxFreebets: integer('max_freebets'),
  freebetAmount: bigint('freebet_amount', { mode: 'number' }),
  /** Tournament: the pool starts at `initial_pool` and grows by `pool_share_bp` of each stake. */
  initialPool: bigint('initial_pool', { mode: 'number' }),
  poolShareBp: integer('pool_share_bp'),
  /** Tournament: the prize of each place in basis points of the pool, best place first. */
  prizeSharesBp: jsonb('prize_shares_bp').$type<number[]>(),
  pool: bigint('pool', { mode: 'number' }).notNull().default(0),
  /** Tournament: when its prizes were paid. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/** A player who joined a hunting or tournament, and what they farmed in it. */
export const playerPoints = pgTable(
  'player_points',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    staked: bigint('staked', { mode: 'number' }).notNull().default(0),
    freebetsCount: integer('freebets_count').notNull().default(0),
    farmedAmount: bigint('farmed_amount', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** When points last came in: equal points rank by who got there first. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('player_points_rank').on(t.campaignId, t.points, t.reachedAt),
  ],
)

/** The points one bet earned (written in the placing transaction; the bet id makes it once only). */
export const pointAwards = pgTable('point_awards', {
  betId: bigint('bet_id', { mode: 'number' })
    .primaryKey()
    .references(() => bets.id, { onDelete: 'cascade' }),
  campaignId: integer('campaign_id').notNull(),
  userId: integer('user_id').notNull(),
  points: integer('points').notNull(),
  stake: bigint('stake', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
