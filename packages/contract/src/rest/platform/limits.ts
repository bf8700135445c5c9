// Safer gambling (spec §3 User limit, §7 GET /user_limits, /sportsbook_sessions, activity tracking).
// Kinds, statuses and periods come from the domain, so server and web share one list.
import { z } from '../../zod.ts'
import { LIMIT_INTERVALS, LIMIT_STATUSES, LIMIT_TYPES } from '@sportsbook/domain'
import { MoneyWire } from './money.ts'

export const LimitTypeWire = z.enum(LIMIT_TYPES)
export const LimitStatusWire = z.enum(LIMIT_STATUSES)
export const LimitIntervalWire = z.enum(LIMIT_INTERVALS)

/** Which limit refused a bet or deposit and what it leaves in its window. */
export const LimitRefusal = z.object({
  type: LimitTypeWire,
  interval: LimitIntervalWire.nullable(),
  remaining: MoneyWire,
})
export type LimitRefusal = z.infer<typeof LimitRefusal>

/** One of the player's limits: in force, or a raise/removal waiting for its cooling period. */
export const UserLimit = z.object({
  id: z.number().int(),
  type: LimitTypeWire,
  status: LimitStatusWire,
  /** Money limits (bet, wager, loss, deposit); null otherwise. */
  amount: MoneyWire.nullable(),
  /** Seconds for time-based limits and the term of a self-exclusion or cooling-off, null otherwise. */
  period: z.number().int().nullable(),
  /** The calendar window a wager, loss, deposit, time or activity limit counts over. */
  interval: LimitIntervalWire.nullable().default(null),
  /** Self-exclusion and cooling-off: when the break ends. */
  expires_at: z.string().nullable(),
  /** A raise or removal (unconfirmed, unconfirmed_disabled): when the player may confirm it. */
  effective_at: z.string().nullable().default(null),
  /** Money limits in force: what counts so far in the window, and what is left. */
  used: MoneyWire.nullable().default(null),
  remaining: MoneyWire.nullable().default(null),
  created_at: z.string().optional(),
})
export type UserLimit = z.infer<typeof UserLimit>
export const UserLimitList = z.array(UserLimit)

/** POST /user_limits: set a new limit or change the one in force of the same type and interval. */
export const SetUserLimitRequest = z.object({
  type: LimitTypeWire,
  /** Minor units of the player's currency (money limits). */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Seconds (time limits, and the term of a self-exclusion or cooling-off). */
  period: z
    .number()
    .int()
    .positive()
    .max(10 * 366 * 24 * 3600)
    .optional(),
  interval: LimitIntervalWire.optional(),
})
export type SetUserLimitRequest = z.infer<typeof SetUserLimitRequest>

export const UserLimitIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

/**
 * The sportsbook session of spec §1/§9 reality check: the client polls POST /sportsbook_sessions and
 * shows the prompt once `next_check_at` has passed; "continue" moves it one `period` on. Stakes,
 * returns and net position count the bets placed and settled since the session started.
 */
export const SportsbookSession = z.object({
  started_at: z.string(),
  /** Seconds between reality checks. */
  period: z.number().int().positive(),
  next_check_at: z.string(),
  /** Seconds since started_at. */
  duration: z.number().int().nonnegative(),
  stakes: MoneyWire.optional(),
  returns: MoneyWire.optional(),
  /** Returns minus stakes: negative when the player is down. */
  net_position: MoneyWire.optional(),
  /** The latest settled bets, newest first (minor units), for the loss-chasing nudge. */
  recent_settled: z
    .array(z.object({ stake: z.number().int(), returned: z.number().int(), settled_at: z.string() }))
    .optional(),
})
export type SportsbookSession = z.infer<typeof SportsbookSession>

/** Deposit reminder settings of a player group (spec §3). */
export const DepositReminderSettings = z.object({
  showDepositReminder: z.boolean(),
  playerGroupId: z.number().int().nullable(),
  /** Seconds after the page opens; the web's default is 10. */
  remindAfter: z.number().int().nonnegative(),
})
export type DepositReminderSettings = z.infer<typeof DepositReminderSettings>

/** The answer of POST /player/activity_limit_track while the player is within every time limit. */
export const ActivityTrack = z.object({
  /** Active seconds counted today against the activity limit, and what is left (null: no limit). */
  active_seconds: z.number().int().nonnegative(),
  remaining_seconds: z.number().int().nonnegative().nullable(),
})
export type ActivityTrack = z.infer<typeof ActivityTrack>
