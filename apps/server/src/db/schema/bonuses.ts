// Bonuses (modules/bonuses): promo codes, their redemptions, the bonus each bet was placed with, acca
// offers and Lucky bonuses.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FreebetType } from '@sportsbook/domain'
import { users } from './accounts.ts'
import { bets } from './betting.ts'
import { bonusCampaigns } from './bonus-campaigns.ts'

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
  type: text('type').$type<'comboboost' | FreebetType | 'profit_boost'>().notNull(),
  campaignId: integer('campaign_id').notNull(),
  /** Comboboost multiplier × ODDS_SCALE (a profit boost: 1 + p); null for a freebet. */
  bonusOddsScaled: integer('bonus_odds_scaled'),
  /** Freebet amount (the bet's stake); null for a comboboost. */
  freebetAmount: bigint('freebet_amount', { mode: 'number' }),
  /** A profit boost's part of the payout, written at settlement (its `promo_boost` ledger line). */
  boostPaid: bigint('boost_paid', { mode: 'number' }),
})

/** The acca offers (ADR 032): campaign types not on the spec's bonus wire. */
export const ACCA_OFFER_KINDS = ['acca_insurance', 'acca_bonus'] as const
export type AccaOfferKind = (typeof ACCA_OFFER_KINDS)[number]

/** 'open' until the bet ends: 'paid' (reward given), 'none' (no reward), 'cancelled' (cashed out). */
export const ACCA_OFFER_STATES = ['open', 'paid', 'none', 'cancelled'] as const
export type AccaOfferState = (typeof ACCA_OFFER_STATES)[number]

/**
 * An acca offer attached to a bet at placement (ADR 032), its rule copied from the campaign so a later
 * change of the campaign never changes a placed bet. One of each kind per bet; one insurance per
 * player and UTC day (the unique index).
 */
export const betAccaOffers = pgTable(
  'bet_acca_offers',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccaOfferKind>().notNull(),
    userId: integer('user_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    /** Insurance: the minimum legs left after voids. */
    minLegs: integer('min_legs').notNull(),
    minOddsScaled: integer('min_odds_scaled').notNull(),
    /** Bonus: the campaign's tiers (comboboost ranges); null for insurance. */
    ranges: jsonb('ranges').$type<{ min_count: number; max_count: number; bonus_odds: number }[]>(),
    /** The bonus percentage at placement (shown on the bet); null for insurance. */
    percent: real('percent'),
    /** The reward's cap, in the bet's currency (minor units). */
    cap: bigint('cap', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    state: text('state').$type<AccaOfferState>().notNull().default('open'),
    /** The freebet issued or the bonus credited (minor units); null until paid. */
    reward: bigint('reward', { mode: 'number' }),
    freebetId: bigint('freebet_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.kind] }),
    index('bet_acca_offers_user').on(t.userId),
    uniqueIndex('bet_acca_offers_insurance_day')
      .on(t.userId, t.day)
      .where(sql`${t.kind} = 'acca_insurance'`),
  ],
)

// Lucky bonuses on named multiples (issue #30.6, ADR 036-lucky-bonuses): the operator's terms per
// named bet, and the terms each placed bet took, fixed at placement so a later change of the terms never
// changes a placed bet. Demo terms come from code (modules/bonuses/lucky-seed.ts).

export type LuckyBonusBase = 'winnings' | 'returns'

/** The operator's terms: one row per named multiple that earns a Lucky bonus (none: no bonus). */
export const luckyBonusTerms = pgTable(
  'lucky_bonus_terms',
  {
    /** The named multiple's id (NAMED_MULTIPLE_IDS: 'lucky15', 'yankee' …). */
    systemName: text('system_name').primaryKey(),
    /** The single on a lone winner at this × its fractional odds (2 = double odds); null: none. */
    oneWinnerOddsMultiplier: integer('one_winner_odds_multiplier'),
    /** Percent added when every selection wins; null: none. */
    allWinnersPercent: real('all_winners_percent'),
    /** What the all-winners percent is of. */
    base: text('base').$type<LuckyBonusBase>().notNull().default('winnings'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lucky_bonus_terms_some', sql`${t.oneWinnerOddsMultiplier} >= 2 or ${t.allWinnersPercent} > 0`),
  ],
)

/** 'open' until the bet settles: then 'paid' (its `lucky_bonus` ledger line) or 'none'. */
export const LUCKY_BONUS_STATES = ['open', 'paid', 'none'] as const
export type LuckyBonusState = (typeof LUCKY_BONUS_STATES)[number]

/** The Lucky bonus terms a named multiple took at placement, and how they ended. */
export const betLuckyBonuses = pgTable('bet_lucky_bonuses', {
  betId: bigint('bet_id', { mode: 'number' })
    .primaryKey()
    .references(() => bets.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  systemName: text('system_name').notNull(),
  oneWinnerOddsMultiplier: integer('one_winner_odds_multiplier'),
  allWinnersPercent: real('all_winners_percent'),
  base: text('base').$type<LuckyBonusBase>().notNull(),
  state: text('state').$type<LuckyBonusState>().notNull().default('open'),
  /** The bonus credited (minor units); null until paid. */
  reward: bigint('reward', { mode: 'number' }),
  settledAt: timestamp('settled_at', { withTimezone: true }),
})
