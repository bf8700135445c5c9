// Sportsbook betting (modules/betting): bets, their history and selections, idempotent requests, share
// codes, settings. Money columns are minor units of the bet's currency; odds are kept as integers scaled
// by the domain's ODDS_SCALE (10 000) so settlement maths stays exact.
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { BetResult, BetStatus, CashoutRuleKind, OddsFormat, SelectionOutcome } from '@sportsbook/domain'
import type {
  AutoAcceptOddsChange,
  BetHistoryActor,
  BetHistoryEvent,
  ServerBetType,
} from '@sportsbook/contract'
import { users } from './accounts.ts'

/** bet_selections.early_payout (ADR 031). */
export type EarlyPayoutRecord = { at: string; home: number; away: number; real?: SelectionOutcome }

/** A placed bet (spec §3 Bet (server)); status and result are the domain's BET_STATUSES/BET_RESULTS. */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ServerBetType>().notNull(),
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    /** A named multiple's id (`yankee`, ADR 034); null for an N-of-M system and other bets. */
    systemName: text('system_name'),
    /** A system's lines (its stake is lines × the unit, ADR 013); null for other bets and older rows. */
    systemLines: smallint('system_lines'),
    currency: text('currency').notNull(),
    /** Stake still in play: the placed stake less the parts cashed out. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    initialStake: bigint('initial_stake', { mode: 'number' }).notNull(),
    /** Potential win of the stake in play (rounded down, capped by the maximum payout). */
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    /** Spec §4 VIP bet: sent to a trader's review (status submitted until accepted or rejected). */
    isVip: boolean('is_vip').notNull().default(false),
    status: text('status').$type<BetStatus>().notNull(),
    result: text('result').$type<BetResult>().notNull().default('no_results'),
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
    event: text('event').$type<BetHistoryEvent>().notNull(),
    /** The bet's status before (null at placement) and after the change. */
    fromStatus: text('from_status').$type<BetStatus>(),
    toStatus: text('to_status').$type<BetStatus>().notNull(),
    result: text('result').$type<BetResult>().notNull(),
    /** Minor units: the stake placed, the payout settled, or the amount a cash-out paid. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The stake still in play after the change. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Who or what caused it: 'player' (placement, cash-out) or 'settlement' (the feed's results). */
    actor: text('actor').$type<BetHistoryActor>().notNull(),
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
    /** At a price boost (modules/price-boosts): the boost and the normal price (× 10 000) then, for cost reporting. */
    priceBoostId: integer('price_boost_id'),
    unboostedOddsScaled: integer('unboosted_odds_scaled'),
    /** Null until settled. */
    result: text('result').$type<SelectionOutcome>(),
    /**
     * Set when the leg was paid early (ADR 031: its side led by the sport's margin; `result` is then
     * `win`): when, the score that triggered it, and `real`, the market's own result once it came.
     */
    earlyPayout: jsonb('early_payout').$type<EarlyPayoutRecord>(),
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
  autoAcceptOddsChange: text('auto_accept_odds_change').$type<AutoAcceptOddsChange>(),
  oddsType: text('odds_type').$type<OddsFormat>(),
  /** Whether match pages start the video stream; null means the default (on). */
  videoEnabled: boolean('video_enabled'),
  /** The player's push subscription (spec §7 POST /settings one_signal_push_notification_subscription). */
  oneSignalSubscription: text('one_signal_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** An auto cash-out or alert rule's life: one `active` per bet at most. */
export const CASHOUT_RULE_STATES = ['active', 'fired', 'removed', 'lapsed'] as const
export type CashoutRuleState = (typeof CASHOUT_RULE_STATES)[number]

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
    kind: text('kind').$type<CashoutRuleKind>().notNull(),
    /** Minor units of the bet's currency. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    /** A partial auto rule's amount of the offer to take; null for a full cash-out or a notify rule. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    state: text('state').$type<CashoutRuleState>().notNull().default('active'),
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

/**
 * Edit bet (issue #30.2, ADR 030): the chain old bet → new bet. One row per edit, written in the unit
 * that cashed the old bet out and placed the new one; a bet is edited at most once (it is closed by the
 * edit), so a second edit of the same bet cannot commit. Keeps the audit: the cash-out value used and
 * the stake change Δ (the new bet's selections keep the prices at edit time).
 */
export const betEdits = pgTable(
  'bet_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    oldBetId: bigint('old_bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    newBetId: bigint('new_bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The old bet's cash-out value paid for the edit, minor units. */
    cashout: bigint('cashout', { mode: 'number' }).notNull(),
    /** The bettor's stake change: new stake = cashout + delta. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bet_edits_old').on(t.oldBetId), uniqueIndex('bet_edits_new').on(t.newBetId)],
)

/**
 * Settlement work (ADR 038 process roles): the matches the feed changed, queued by the feed role and
 * taken by settlement workers under `for update skip locked` leases; a row leaves when its work has
 * committed, so a worker that dies mid-run leaves its rows to another. `scored`: a score moved (early
 * payout reads it), else prices or status did (settle, re-price cash-out offers).
 */
export const settlementQueue = pgTable('settlement_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  matchId: integer('match_id').notNull(),
  scored: boolean('scored').notNull().default(false),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
})
