// Catalog tables (modules/catalog reads them; the demo feed, modules/feed, writes them).
// JSON columns hold values whose shape is the contract's (competitors, statistics, outcomes).
import { sql } from 'drizzle-orm'
import {
  boolean,
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
import type { z } from 'zod'
import type { MarketStatus, MatchStatus } from '@sportsbook/domain'
import type {
  Competitor,
  Match,
  MarketGroupKey,
  Outcome,
  Provider,
  SportType,
  Statistics,
  TournamentKind,
} from '@sportsbook/contract'

export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(0),
  type: text('type').$type<SportType>().notNull(),
  provider: text('provider').$type<Provider>().notNull(),
})

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    countryCode: text('country_code'),
  },
  (t) => [uniqueIndex('categories_sport_slug').on(t.sportId, t.slug)],
)

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    kind: text('kind').$type<z.infer<typeof TournamentKind>>().notNull().default('season'),
    isTop: boolean('is_top').notNull().default(false),
    /** Outcome counts of the main and secondary listing markets (3 for 1X2, 2 for moneyline...). */
    mainMarketOutcomesCount: integer('main_market_outcomes_count').notNull().default(0),
    secondaryMarketOutcomesCount: integer('secondary_market_outcomes_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('tournaments_sport_slug').on(t.sportId, t.slug),
    index('tournaments_category').on(t.categoryId),
  ],
)

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').$type<Match['type']>().notNull().default('match'),
    name: text('name').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    competitors: jsonb('competitors').$type<Competitor[]>().notNull(),
    stadium: text('stadium'),
    city: text('city'),
    /** Spec §4 codes: 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered. */
    status: smallint('status').$type<MatchStatus>().notNull().default(0),
    stage: text('stage'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    statistics: jsonb('statistics').$type<Statistics>(),
    /** Market type ids used for listings (e.g. 1 = 1X2, 18 = total). */
    mainMarketId: integer('main_market_id'),
    mainMarketSpecifier: text('main_market_specifier').notNull().default(''),
    secondaryMarketId: integer('secondary_market_id'),
    secondaryMarketSpecifier: text('secondary_market_specifier').notNull().default(''),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider').$type<Provider>().notNull(),
    betsCount: integer('bets_count').notNull().default(0),
    /** The feed's private model state (team strengths, rates, rng step): never sent to clients. */
    model: jsonb('model')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Final result facts stored when the match finishes (scores per period), for settlement. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matches_status_start').on(t.status, t.startTime),
    index('matches_tournament').on(t.tournamentId),
    index('matches_sport_start').on(t.sportId, t.startTime),
    uniqueIndex('matches_slug').on(t.slug),
  ],
)

export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    name: text('name').notNull(),
    /** Spec §4: 1 open, -1 suspended, 0 not allowed, -2 handed over, -3 settled, -4 cancelled. */
    status: smallint('status').$type<MarketStatus>().notNull().default(1),
    outcomes: jsonb('outcomes').$type<Outcome[]>().notNull(),
    groups: text('groups').array().$type<MarketGroupKey[]>().notNull(),
    priority: integer('priority').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    nextBetStop: timestamp('next_bet_stop', { withTimezone: true }),
    /** Match centre (issue 19): why the feed suspended the market ('goal', 'var_check', …); null when open. */
    suspendReason: text('suspend_reason'),
    customBetGroups: text('custom_bet_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Per-outcome settlement when the match ends: outcome id → 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose'. */
    result: jsonb('result').$type<Record<string, 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose'>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.marketId, t.specifier] })],
)
