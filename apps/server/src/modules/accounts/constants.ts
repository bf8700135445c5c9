// Security and product limits of accounts and sessions (listed in docs/constants.md).
import { CSRF_HEADER as CSRF_HEADER_NAME } from '@sportsbook/contract'

/** A session ends after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000
/** …and this long after sign-in whatever the activity (OWASP session management). */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000
/** last_seen_at is written at most this often, so a burst of requests costs one UPDATE. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000
/** A resolved session is reused in-process this long (dropped on sign-out, password change, player writes)… */
export const SESSION_CACHE_MS = 5_000
/** …for at most this many sessions at once (oldest dropped first). */
export const SESSION_CACHE_MAX = 10_000
/**
 * Sessions that ended by themselves (idle or absolute timeout) are deleted and announced like a sign-out
 * this often, so their realtime sockets close within it (session-expiry.ts).
 */
export const SESSION_EXPIRY_SWEEP_MS = 1_000
/** A lost LISTEN connection for session drops is retried this often (sessions go uncached meanwhile). */
export const SESSION_INVALIDATION_RETRY_MS = 1_000

export const SESSION_COOKIE = 'sb_session'
export { CSRF_COOKIE } from '@sportsbook/contract'
/** The contract's CSRF header as Node's request.headers names it (lower case). */
export const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase()

/**
 * Failed sign-ins in a row after which a login is throttled (sign-in-throttle.ts): refused, right
 * password or not, for SIGN_IN_THROTTLE_BASE_MS, doubling with each further failure up to
 * SIGN_IN_THROTTLE_MAX_MS. The wait ends by itself; the unlock link sent at the first throttle ends it at
 * once. Never a lock for good: a stranger with a list of e-mails can only make bettors wait.
 */
export const MAX_FAILED_SIGN_INS = 5
export const SIGN_IN_THROTTLE_BASE_MS = 60_000
export const SIGN_IN_THROTTLE_MAX_MS = 15 * 60_000
/** A streak of failures is forgotten this long after its last failure. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60_000

export const CONFIRMATION_TOKEN_TTL_MS = 3 * 24 * 60 * 60_000
export const RESET_PASSWORD_TOKEN_TTL_MS = 6 * 60 * 60_000
export const UNLOCK_TOKEN_TTL_MS = 3 * 24 * 60 * 60_000

/** Phone verification: one SMS per minute, five per UTC day, a code lives 10 minutes and allows 5 tries. */
export const SMS_RESEND_TIMEOUT_MS = 60_000
export const SMS_DAILY_LIMIT = 5
export const SMS_CODE_TTL_MS = 10 * 60_000
export const SMS_CODE_MAX_ATTEMPTS = 5

/**
 * Rate limits (fixed windows, per process). Per IP they are generous because players behind one NAT,
 * or every request through a proxy without TRUST_PROXY, share an address; per login they are tight.
 */
export const RATE_LIMITS = {
  signInPerIp: { max: 50, windowMs: 10 * 60_000 },
  /** Guesses of a texted reset code per number (sign-in itself is throttled per login in PostgreSQL). */
  signInPerLogin: { max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { max: 20, windowMs: 10 * 60_000 },
  emailPerIp: { max: 20, windowMs: 10 * 60_000 },
  emailPerAddress: { max: 5, windowMs: 60 * 60_000 },
} as const

/** Profile fields a player must have before betting (spec §4 missed auth fields modal). */
export const REQUIRED_AUTH_FIELDS = ['email', 'first_name', 'last_name'] as const

/** A reality-check prompt every hour of a sportsbook session (UK Gambling Commission practice). */
export const REALITY_CHECK_PERIOD_MS = 60 * 60_000

/** Players of this country bet only with a municipality of the `municipalities` table (code 118). */
export const MUNICIPALITY_COUNTRY = 'BR'
