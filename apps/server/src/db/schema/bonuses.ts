// Bonuses (issue #13, modules/bonuses): campaigns an operator configures, the bonuses players hold, promo
// codes, their redemptions, and the bonus each bet was placed with. Demo rows come from code
// (modules/bonuses/seed-demo.ts), not from migrations.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ChestKind, FreebetType } from '@sportsbook/domain'
import type { BONUS_TYPES } from '@sportsbook/contract'
import { users } from './accounts.ts'
import { bets } from './betting.ts'

/** A campaign's type: a spec bonus type, or 'amb' (amount-based freebets, modules/bonuses/amb.ts; not on the wire). */
export type CampaignType = (typeof BONUS_TYPES)[number] | 'amb'

/** A held freebet: 'available' (needs activation) → 'active' (usable) → 'used' or 'expired'. */
export const PLAYER_BONUS_STATUSES = ['available', 'active', 'used', 'expired'] as const
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number]

/** A lootbox chest, until and after the player opens it. */
export const CHEST_STATUSES = ['closed', 'opened'] as const
export type ChestStatus = (typeof CHEST_STATUSES)[number]

/**
 * The conditions a bet must meet to use a campaign, written once: a campaign holds them and each freebet
 * issued copies them. ODDS_SCALE: a comboboost's minimum odds per selection, a freebet's bounds on the
 * total odds; the selection count range; the match status its selections must have.
 */
const campaignConditions = () => ({
  minOddsScaled: integer('min_odds_scaled'),
  maxOddsScaled: integer('max_odds_scaled'),
  selectionsFrom: smallint('selections_from'),
  selectionsTo: smallint('selections_to'),
  matchStatus: smallint('match_status'),
})

/** A campaign (spec §3 Bonuses): a comboboost offered to every eligible player, or a freebet kind. */
export const bonusCampaigns = pgTable('bonus_campaigns', {
  id: serial('id').primaryKey(),
  /** Stable operator key, e.g. 'demo-comboboost'; seeds find their rows by it. */
  key: text('key').notNull().unique(),
  type: text('type').$type<CampaignType>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  terms: text('terms').notNull(),
  /** Freebet amount (minor units) and its currency; null for a comboboost. */
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency'),
  ...campaignConditions(),
  /** Comboboost ranges [{ min_count, max_count, bonus_odds }]. */
  ranges: jsonb('ranges').$type<{ min_count: number; max_count: number; bonus_odds: number }[]>(),
  /** Countries the campaign is offered in; empty = everywhere. */
  countryCodes: text('country_codes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  onlyVerified: boolean('only_verified').notNull().default(false),
  /** A freebet of this campaign is issued 'available' and must be activated before use. */
  needsActivation: boolean('needs_activation').notNull().default(false),
  /** Days an issued freebet stays usable. */
  validDays: integer('valid_days').notNull().default(30),
  validTo: timestamp('valid_to', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Spec §3 banners: { desktop, mobile } each { id, url, alt } or null (modules/bonuses/banner-art.ts). */
  banners: jsonb('banners'),
})

/** A freebet a player holds: its conditions copied from the campaign when issued. */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    type: text('type').$type<FreebetType>().notNull(),
    status: text('status').$type<PlayerBonusStatus>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ...campaignConditions(),
    /** What issued it: 'promo:WELCOME10', 'no_risk:bet:42', 'void:bet:42'. */
    source: text('source').notNull(),
    isSeen: boolean('is_seen').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    betId: bigint('bet_id', { mode: 'number' }),
  },
  (t) => [
    index('player_bonuses_user').on(t.userId, t.id),
    check('player_bonuses_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** Promo codes (upper case): each issues one freebet of its campaign, once per player. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id),
  validTo: timestamp('valid_to', { withTimezone: true }),
  /** Null = unlimited. */
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
})

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
)

/** The bonus a bet was placed with (one per bet): a comboboost's odds or a freebet's kind and amount. */
export const betBonuses = pgTable('bet_bonuses', {
  betId: bigint('bet_id', { mode: 'number' })
    .primaryKey()
    .references(() => bets.id, { onDelete: 'cascade' }),
  /** The wire id: 'c<campaign>' for a comboboost, 'f<player bonus>' for a freebet. */
  bonusId: text('bonus_id').notNull(),
  type: text('type').$type<'comboboost' | FreebetType>().notNull(),
  campaignId: integer('campaign_id').notNull(),
  /** Comboboost multiplier × ODDS_SCALE; null for a freebet. */
  bonusOddsScaled: integer('bonus_odds_scaled'),
  /** Freebet amount (the bet's stake); null for a comboboost. */
  freebetAmount: bigint('freebet_amount', { mode: 'number' }),
})

// ── Hunting and hunting tournaments: the points rules of a 'hunting' or 'tournament' campaign, each
// player's points in it, and the points each bet earned (one row per bet: idempotent).
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

// ── Lootboxes and amount-based freebets ("loot"): a campaign's rules, the chests players farm from
// settled bets, lootbox boosts of freebets, amount-based progress.

/** Rules of a lootbox or amount-based campaign (zod-checked in modules/bonuses/loot-rules.ts). */
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
