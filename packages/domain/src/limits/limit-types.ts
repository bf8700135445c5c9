// Player limits (spec §3 User limit): the types, statuses and periods, and which of them are in force.

export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const
export type LimitType = (typeof LIMIT_TYPES)[number]

export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const
export type LimitStatus = (typeof LIMIT_STATUSES)[number]

/** Limits on money: an amount in minor units of the player's currency. */
export const MONEY_LIMIT_TYPES = ['bet', 'wager', 'loss', 'deposit'] as const satisfies readonly LimitType[]
/** Limits on time: a number of seconds. */
export const TIME_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'time',
  'reality_check',
] as const satisfies readonly LimitType[]
/** Breaks from play: a term in seconds that cannot be shortened or lifted by the player. */
export const EXCLUSION_TYPES = ['selfexclusion', 'coolingoff'] as const satisfies readonly LimitType[]

/** The calendar window a limit counts over; `bet` (one stake) and the time-less types have none. */
export const LIMIT_INTERVALS = ['day', 'week', 'month'] as const
export type LimitInterval = (typeof LIMIT_INTERVALS)[number]
/** Types counted over a calendar window (a day, week or month). */
export const INTERVAL_LIMIT_TYPES = [
  'wager',
  'loss',
  'deposit',
  'time',
  'activity',
] as const satisfies readonly LimitType[]

const has = <T extends string>(list: readonly T[], t: string): t is T =>
  (list as readonly string[]).includes(t)
export const isMoneyLimit = (t: LimitType): boolean => has(MONEY_LIMIT_TYPES, t)
export const isExclusion = (t: LimitType): boolean => has(EXCLUSION_TYPES, t)
export const takesInterval = (t: LimitType): boolean => has(INTERVAL_LIMIT_TYPES, t)

/**
 * Whether a limit with this status binds the player now: set or lowered (active), raised and
 * confirmed after the cooling period (confirmed), or asked to be removed with the cooling period
 * still running (unconfirmed_disabled). A pending raise (unconfirmed) does not bind yet.
 */
export const IN_FORCE_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'unconfirmed_disabled',
] as const satisfies readonly LimitStatus[]

/** Whether a limit with this status binds now (IN_FORCE_LIMIT_STATUSES). */
export const isInForce = (s: LimitStatus): boolean =>
  (IN_FORCE_LIMIT_STATUSES as readonly string[]).includes(s)

/** The statuses of a limit the player still has: in force, or a raise waiting for the cooling period. */
export const LIVE_LIMIT_STATUSES = [
  ...IN_FORCE_LIMIT_STATUSES,
  'unconfirmed',
] as const satisfies readonly LimitStatus[]
