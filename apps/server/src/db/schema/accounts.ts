// Players, sessions, emailed tokens, phone codes (modules/accounts). Timestamps are passed in by callers
// (an injected clock); the defaults only cover hand-written SQL.
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
    /** Deposit details (spec §5 missing deposit fields), asked only when the operator requires them. */
    birthDate: date('birth_date', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
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

/**
 * Fixed-window rate limit counters (modules/accounts rate-limit.ts), shared by every API process so a
 * per-address budget is the same whichever replica a request reaches (ADR 038).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The window's end: the sweep deletes windows past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_expires').on(t.expiresAt)],
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

/** What an emailed token is for (modules/accounts/user-tokens.ts). */
export const USER_TOKEN_KINDS = ['confirmation', 'reset_password', 'unlock'] as const
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number]

/** Single-use emailed tokens (confirmation, reset_password, unlock), stored as SHA-256. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_kind').on(t.userId, t.kind)],
)

/**
 * What a texted code is for (modules/accounts/phone.ts): phone verification, or the password reset of a
 * phone-only player. Each purpose has its own live code, resend timeout and daily limit.
 */
export const CODE_PURPOSES = ['verify', 'reset_password'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

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
    purpose: text('purpose').$type<CodePurpose>().notNull().default('verify'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** UTC day of the send, for the daily SMS limit. */
    day: date('day').notNull(),
  },
  (t) => [index('phone_verifications_user').on(t.userId, t.createdAt)],
)
