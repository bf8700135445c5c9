// Catalog tables. The demo feed (modules/feed) writes them; the read API (modules/catalog) reads them.
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
import type { Competitor, MarketGroupKey, Outcome, Statistics } from '@sportsbook/contract'
import { bigint, bigserial, check, date } from 'drizzle-orm/pg-core'

export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(0),
  /** 'regular' | 'cyber' | 'premium_cricket' */
  type: text('type').notNull(),
  /** 'betradar' | 'oddin' */
  provider: text('provider').notNull(),
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
    /** 'match' | 'stage' | 'season' | 'simple_tournament' */
    kind: text('kind').notNull().default('season'),
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
    /** 'match' | 'outright' */
    type: text('type').notNull().default('match'),
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
    status: smallint('status').notNull().default(0),
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
    provider: text('provider').notNull(),
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
    status: smallint('status').notNull().default(1),
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

/** Key/value state of the feed (seed, last scheduled horizon): lets a restart continue where it stopped. */
export const feedState = pgTable('feed_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

/** Provider availability (spec §6: a provider's matches are bettable only while it is active). */
export const providers = pgTable('providers', {
  key: text('key').primaryKey(),
  active: boolean('active').notNull().default(true),
})

// ── Platform: players, sessions, emailed tokens, phone codes, wallet, outbox ─────────────────────────
// Modules accounts, wallet and outbox own these tables; timestamps are passed in by
// callers (an injected clock), the defaults only cover hand-written SQL.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; null for players who signed up with a phone number. */
    email: text('email').unique(),
    /** The phone number a player signs in with (E.164); null for email sign-ups. */
    authPhone: text('auth_phone').unique(),
    passwordHash: text('password_hash').notNull(),
    /** Code of the active account's currency. */
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull().default('en'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Number verified by SMS code (spec §3 Phone verification), separate from the sign-in phone. */
    mobilePhone: text('mobile_phone'),
    mobilePhoneCountry: text('mobile_phone_country'),
    mobilePhoneVerifiedAt: timestamp('mobile_phone_verified_at', { withTimezone: true }),
    statuses: text('statuses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** IBGE 7-digit municipality code; Brazilian players need one in `municipalities` to bet (code 118). */
    municipalityCode: text('municipality_code'),
    compPoints: integer('comp_points').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_email_or_phone', sql`${t.email} is not null or ${t.authPhone} is not null`)],
)

/**
 * Failed sign-ins per login, known or not (modules/accounts/sign-in-throttle.ts): after MAX_FAILED_SIGN_INS in
 * a row the login is refused until `throttled_until`, a wait that ends by itself. No account is ever
 * locked for good, and an unknown login is throttled exactly like a real one (no enumeration).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    /** The login as sign-in normalises it: email lower-cased, phone without spaces or dashes. */
    login: text('login').primaryKey(),
    /** Failed sign-ins in a row, forgotten SIGN_IN_FAILURE_MEMORY_MS after the last one. */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    throttledUntil: timestamp('throttled_until', { withTimezone: true }),
  },
  // The prune finds forgotten streaks by this.
  (t) => [index('sign_in_throttles_last_failure').on(t.lastFailureAt)],
)

/** Brazilian municipalities by IBGE code (a seeded subset; operators load the full IBGE list). */
export const municipalities = pgTable('municipalities', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Two-letter state (UF). */
  state: text('state').notNull(),
})

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end (created + SESSION_ABSOLUTE_TIMEOUT); the idle end is last_seen_at + idle timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Next reality-check prompt (spec §1); null until first asked, meaning created + the period. */
    realityCheckAt: timestamp('reality_check_at', { withTimezone: true }),
  },
  // The expiry sweep (modules/accounts/session-expiry.ts) finds ended sessions by these every second.
  (t) => [
    index('sessions_user').on(t.userId),
    index('sessions_last_seen').on(t.lastSeenAt),
    index('sessions_expires').on(t.expiresAt),
  ],
)

/** Single-use emailed tokens (confirmation, reset_password, unlock), stored as SHA-256. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'confirmation' | 'reset_password' | 'unlock' */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_kind').on(t.userId, t.kind)],
)

/** One row per SMS code sent: per purpose, the newest unverified row is the live one; rows of a day count the limit. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    country: text('country'),
    codeHash: text('code_hash').notNull(),
    /** 'verify' (phone verification) | 'reset_password' (password reset of a phone-only player). */
    purpose: text('purpose').notNull().default('verify'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** UTC day of the send, for the daily SMS limit. */
    day: date('day').notNull(),
  },
  (t) => [index('phone_verifications_user').on(t.userId, t.createdAt)],
)

/** One wallet account per player and currency; balance in minor units, never negative. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_currency').on(t.userId, t.currency),
    check('accounts_balance_non_negative', sql`${t.balance} >= 0`),
  ],
)

/** Every balance change, written in the transaction that caused it; sum(amount) = balance per account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** 'deposit' | 'bet_stake' | 'bet_win' | 'bet_refund' | 'cashout' | 'correction' | 'jackpot_win' */
    kind: text('kind').notNull(),
    /** What caused it, e.g. 'bet:42' or 'dev-deposit'. */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_ref').on(t.ref),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
)

/** Emails and SMS as a real provider would receive them; the default sender only writes here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
)

// ── Sportsbook betting: bets, their selections, idempotent requests, share codes, settings ──────────
// modules/betting owns these tables. Money columns are minor units of the bet's currency; odds are kept
// as integers scaled by the domain's ODDS_SCALE (10 000) so settlement maths stays exact.

/** A placed bet (spec §3 Bet (server)); status and result values are the domain's BET_STATUSES/BET_RESULTS. */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'single' | 'combo' | 'system' | 'custom_bet' */
    type: text('type').notNull(),
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    currency: text('currency').notNull(),
    /** Stake still in play: the placed stake less the parts cashed out. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    initialStake: bigint('initial_stake', { mode: 'number' }).notNull(),
    /** Potential win of the stake in play (rounded down, capped by the maximum payout). */
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    result: text('result').notNull().default('no_results'),
    /** Paid at settlement (0 for a loss). */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** Paid by cash-outs so far. */
    cashedOut: bigint('cashed_out', { mode: 'number' }).notNull().default(0),
    /** The last cash-out offer pushed to the player, so only changes are published. */
    cashoutOffer: bigint('cashout_offer', { mode: 'number' }),
    /** A custom bet's one price for all its selections (ODDS_SCALE); null for other types. */
    customOddsScaled: integer('custom_odds_scaled'),
    deviceId: text('device_id').notNull(),
    quick: boolean('quick').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bets_user').on(t.userId, t.id),
    index('bets_open')
      .on(t.id)
      .where(sql`${t.status} = 'waiting_results'`),
    check('bets_stake_non_negative', sql`${t.stake} >= 0`),
  ],
)

/**
 * Every change of a bet (GLI-33): placement, settlement, cash-outs, with the amounts and who or what
 * caused it. Rows are only ever inserted, in the same statement or transaction as the change itself.
 */
export const betHistory = pgTable(
  'bet_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'placed' | 'settled' | 'cashed_out' | 'partially_cashed_out' */
    event: text('event').notNull(),
    /** The bet's status before (null at placement) and after the change. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    result: text('result').notNull(),
    /** Minor units: the stake placed, the payout settled, or the amount a cash-out paid. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The stake still in play after the change. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Who or what caused it: 'player' (placement, cash-out) or 'settlement' (the feed's results). */
    actor: text('actor').notNull(),
  },
  (t) => [index('bet_history_bet').on(t.betId, t.id)],
)

/** The selections of a bet with the odds they were accepted at and, once settled, their result. */
export const betSelections = pgTable(
  'bet_selections',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    /** Accepted decimal odds × 10 000. */
    oddsScaled: integer('odds_scaled').notNull(),
    matchUrnId: text('match_urn_id').notNull(),
    matchName: text('match_name').notNull(),
    sportKey: text('sport_key').notNull(),
    provider: text('provider').notNull(),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    /** 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose' | 'void'; null until settled. */
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.betId, t.position] }), index('bet_selections_match').on(t.matchId)],
)

/** First answer of each Idempotency-Key per player: a retry returns it instead of placing again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/** Shared slips (spec §3 Share bet): the selections without stakes, found by a short code. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  bets: jsonb('bets').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** A player's sportsbook settings (spec §3 Settings); absent rows mean the defaults. */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stakes: jsonb('stakes').$type<number[]>(),
  autoAcceptOddsChange: text('auto_accept_odds_change'),
  oddsType: text('odds_type'),
  /** Whether match pages start the video stream; null means the default (on). */
  videoEnabled: boolean('video_enabled'),
  /** The player's push subscription (spec §7 POST /settings one_signal_push_notification_subscription). */
  oneSignalSubscription: text('one_signal_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

// ── Match centre (issue 19): statistics and timeline a data provider sends for a live match ──

/** One row per match the feed has statistics for; `detail` is the feed's MatchDetailRow (match-stats module). */
export const matchDetails = pgTable('match_details', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  sportKey: text('sport_key').notNull(),
  detail: jsonb('detail').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

// Notifications (issue 14): one row per event a player is told about, written in the event's own
// transaction by `modules/notifications` (`notify`). `payload` holds the kind's facts (contract).
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A contract NotificationKind: bet_settled, cashout_done, cashout_alert, deposit_credited, bonus_issued, limit_reached, jackpot_hit. */
    kind: text('kind').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    payload: jsonb('payload').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_id').on(t.userId, t.id),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
)

// ── Safer gambling (modules/limits): player limits and counted active time ──────────────────────────

/**
 * A player's limit (spec §3 User limit). A change that loosens one is a new row (status unconfirmed, or
 * unconfirmed_disabled for a removal) that the player confirms after `effective_at`; the row it
 * replaces stays in force until then.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** Money limits: minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    /** Time limits and exclusion terms: seconds. */
    period: integer('period'),
    /** 'day' | 'week' | 'month' for windowed limits. */
    interval: text('interval'),
    /** The limit in force that a pending raise or removal replaces. */
    replacesId: integer('replaces_id'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_limits_user').on(t.userId, t.type)],
)

/** Active seconds a player spent per UTC day, counted by POST /player/activity_limit_track. */
export const playerActivity = pgTable(
  'player_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastTrackedAt: timestamp('last_tracked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

// ── Bonuses (issue #13): campaigns an operator configures, the bonuses players hold, promo codes,
// their redemptions, and the bonus each bet was placed with. Demo rows come from code
// (modules/bonuses/seed-demo.ts), not from migrations.

/** A campaign (spec §3 Bonuses): a comboboost offered to every eligible player, or a freebet kind. */
export const bonusCampaigns = pgTable('bonus_campaigns', {
  id: serial('id').primaryKey(),
  /** Stable operator key, e.g. 'demo-comboboost'; seeds find their rows by it. */
  key: text('key').notNull().unique(),
  /** 'comboboost' | 'freebet' | 'freebet_only_win' | 'freebet_all_win' | 'freebet_no_risk' */
  type: text('type').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  terms: text('terms').notNull(),
  /** Freebet amount (minor units) and its currency; null for a comboboost. */
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency'),
  /** ODDS_SCALE: a comboboost's minimum odds per selection, a freebet's bounds on the total odds. */
  minOddsScaled: integer('min_odds_scaled'),
  maxOddsScaled: integer('max_odds_scaled'),
  selectionsFrom: smallint('selections_from'),
  selectionsTo: smallint('selections_to'),
  matchStatus: smallint('match_status'),
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
    type: text('type').notNull(),
    /** 'available' (needs activation) | 'active' (usable) | 'used' | 'expired' */
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    minOddsScaled: integer('min_odds_scaled'),
    maxOddsScaled: integer('max_odds_scaled'),
    selectionsFrom: smallint('selections_from'),
    selectionsTo: smallint('selections_to'),
    matchStatus: smallint('match_status'),
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
  type: text('type').notNull(),
  campaignId: integer('campaign_id').notNull(),
  /** Comboboost multiplier × ODDS_SCALE; null for a freebet. */
  bonusOddsScaled: integer('bonus_odds_scaled'),
  /** Freebet amount (the bet's stake); null for a comboboost. */
  freebetAmount: bigint('freebet_amount', { mode: 'number' }),
})

// ── Hunting and hunting tournaments (issue #13): the points rules of a 'hunting' or 'tournament'
// campaign, each player's points in it, and the points each bet earned (one row per bet: idempotent).
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

// ── Favourites (issue #14): the matches, leagues and sports a player starred ────────────────────
/** One star; `type` is a contract FavouriteType and `entity_id` the match, tournament or sport id. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.entityId] })],
)

// ── Lootboxes and amount-based freebets (issue #13, "loot"): a campaign's rules, the chests
// players farm from settled bets, lootbox boosts of freebets, amount-based progress.
// Demo rows come from code (modules/bonuses/seed-demo.ts).

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
    /** 'win' | 'loss': the result of the bet that farmed it. */
    kind: text('kind').notNull(),
    /** 'closed' | 'opened' */
    status: text('status').notNull(),
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

// ── Jackpots (issue #13, jackpots): levels whose pools grow from qualifying bets; must-drop hits ───
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
    status: text('status').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('jackpot_hits_user').on(t.userId, t.id), index('jackpot_hits_jackpot').on(t.jackpotId, t.id)],
)
// ── Match centre (issue 19, mc2): prediction votes, the fallback chat room, main-market price history ──

/** One prediction per player per match (spec §7 `/vote`); `choice` is a contract VoteChoice. */
export const matchVotes = pgTable(
  'match_votes',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('match_votes_match').on(t.matchId)],
)

/** The built-in chat room of a match (used when no chat provider is configured): plain text only. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_match').on(t.matchId, t.id),
    index('chat_messages_user').on(t.userId, t.createdAt),
  ],
)

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

// ---- betting: auto cash-out and alert rules (issue #30, ADR 029) -------------------------------------
// (Kept in its own block at the end while schema.ts is split into one schema file per module: it moves
// to the betting module's schema file with the bets table.)

/**
 * A bettor's standing rule on one open bet: cash out (all, or `amount` of the offer) or only notify
 * when the offer reaches `threshold`. At most one `active` rule per bet; `fired` once it acted,
 * `removed` by the bettor or a manual cash-out, `lapsed` when the bet settled first.
 */
export const cashoutRules = pgTable(
  'cashout_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'auto' | 'notify' */
    kind: text('kind').notNull(),
    /** Minor units of the bet's currency. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    /** A partial auto rule's amount of the offer to take; null for a full cash-out or a notify rule. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    /** 'active' | 'fired' | 'removed' | 'lapsed' */
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashout_rules_active_bet')
      .on(t.betId)
      .where(sql`${t.state} = 'active'`),
    index('cashout_rules_bet').on(t.betId, t.id),
    check('cashout_rules_threshold_positive', sql`${t.threshold} > 0`),
  ],
)
// ---- end betting: auto cash-out rules ----------------------------------------------------------------
