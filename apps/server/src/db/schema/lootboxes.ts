// Lootboxes and amount-based freebets (modules/lootboxes): a campaign's rules, the chests players farm
// from settled bets, lootbox boosts of freebets, amount-based progress.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ChestKind } from '@sportsbook/domain'
import { users } from './accounts.ts'
import { bonusCampaigns } from './bonus-campaigns.ts'

/** A lootbox chest, until and after the player opens it. */
export const CHEST_STATUSES = ['closed', 'opened'] as const
export type ChestStatus = (typeof CHEST_STATUSES)[number]

/** Rules of a lootbox or amount-based campaign (zod-checked in modules/lootboxes/rules.ts). */
export const bonusCampaignRules = pgTable('bonus_campaign_rules', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull(),
})

/** A chest farmed from one settled bet (once per bet and lootbox); opening it issues its freebet. */
export const lootboxChests = pgTable(
  'lootbox_chests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    /** 1 small, 2 medium, 3 large (spec §9). */
    level: smallint('level').notNull(),
    /** The result of the bet that farmed it. */
    kind: text('kind').$type<ChestKind>().notNull(),
    status: text('status').$type<ChestStatus>().notNull(),
    /** The freebet it holds (minor units of `currency`). */
    prize: bigint('prize', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }),
    farmedAt: timestamp('farmed_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lootbox_chests_bet').on(t.campaignId, t.betId),
    index('lootbox_chests_user').on(t.userId, t.campaignId),
  ],
)

/** A player's state in a lootbox: the events farmed (farm_once_per_event) and boosts used. */
export const lootboxPlayers = pgTable(
  'lootbox_players',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmedEventIds: integer('farmed_event_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    boostsUsed: integer('boosts_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
)

/** A freebet boosted with a lootbox's progress: its amount before and the multiplier. */
export const freebetBoosts = pgTable('freebet_boosts', {
  playerBonusId: bigint('player_bonus_id', { mode: 'number' }).primaryKey(),
  campaignId: integer('campaign_id').notNull(),
  /** Multiplier × ODDS_SCALE. */
  multiplierScaled: integer('multiplier_scaled').notNull(),
  amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
  boostedAt: timestamp('boosted_at', { withTimezone: true }).notNull(),
})

/** Amount-based freebet progress of a player (bets counted once each: amb_bets). */
export const ambProgress = pgTable(
  'amb_progress',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betsCount: integer('bets_count').notNull().default(0),
    freebetsCount: integer('freebets_count').notNull().default(0),
    issuedAmount: bigint('issued_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
)

/** Bets already counted by an amount-based campaign (settlement may run twice). */
export const ambBets = pgTable(
  'amb_bets',
  {
    campaignId: integer('campaign_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.betId] })],
)
