// Bonus campaigns (modules/bonus-campaigns): the campaigns an operator configures and the freebets
// players hold. Demo rows come from code (modules/bonuses/seed-demo.ts), not from migrations.
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
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { FreebetType } from '@sportsbook/domain'
import type { BONUS_TYPES } from '@sportsbook/contract'
import { users } from './accounts.ts'

/**
 * A campaign's type: a spec bonus type, or one not on the wire: 'amb' (amount-based freebets,
 * modules/lootboxes/amb.ts), 'acca_insurance' and 'acca_bonus' (modules/bonuses/acca-campaigns.ts, ADR 032).
 */
export type CampaignType = (typeof BONUS_TYPES)[number] | 'amb' | 'acca_insurance' | 'acca_bonus'

/** A held freebet: 'available' (needs activation) → 'active' (usable) → 'used' or 'expired'. */
export const PLAYER_BONUS_STATUSES = ['available', 'active', 'used', 'expired'] as const
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number]

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
  /** A profit-boost campaign's p in basis points (2 500 = 25 %); null for any other type. */
  boostBp: integer('boost_bp'),
  /** Days an issued freebet stays usable. */
  validDays: integer('valid_days').notNull().default(30),
  validTo: timestamp('valid_to', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Spec §3 banners: { desktop, mobile } each { id, url, alt } or null (modules/bonuses/banner-art.ts). */
  banners: jsonb('banners'),
})

/** A freebet (or profit-boost token) a player holds: its conditions copied from the campaign when issued. */
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
    type: text('type').$type<FreebetType | 'profit_boost'>().notNull(),
    status: text('status').$type<PlayerBonusStatus>().notNull(),
    /** A freebet's amount; a profit-boost token's most stake. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A profit-boost token's p in basis points; null for a freebet. */
    boostBp: integer('boost_bp'),
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
