// Bonuses (modules/bonuses): promo codes, their redemptions, and the bonus each bet was placed with.
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
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
