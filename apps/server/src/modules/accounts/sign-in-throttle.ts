// The sign-in throttle per login (issue #27). Five wrong passwords from five addresses used to lock an
// account until its owner clicked the emailed link, so anyone with a list of e-mails could lock bettors
// out on a match day. Now MAX_FAILED_SIGN_INS failures in a row make the login wait, a wait that ends
// by itself (SIGN_IN_THROTTLE_BASE_MS, doubling per further failure up to SIGN_IN_THROTTLE_MAX_MS); the
// unlock link sent at the first throttle ends it at once. During the wait every attempt is refused
// before the password is looked at, so guessing stops too. Kept per login, known or not (an unknown
// login waits exactly like a real one), in PostgreSQL, so every API process sees the same wait.
import { ApiError } from '../../lib/api-error.ts'
import type { Executor } from '../../db/client.ts'
import { unlockMessage } from '../outbox/index.ts'
import {
  MAX_FAILED_SIGN_INS,
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_THROTTLE_BASE_MS,
  SIGN_IN_THROTTLE_MAX_MS,
  UNLOCK_TOKEN_TTL_MS,
} from './constants.ts'
import type { AccountsContext } from './context.ts'
import { issueToken } from './user-tokens.ts'
import {
  countFailure,
  deleteThrottles,
  findThrottle,
  setThrottledUntil,
  type ThrottleRow,
} from './repository/throttle-repository.ts'
import type { UserRow } from './repository/users-repository.ts'

/** How long a login waits after its `failures`-th failure in a row (0 below MAX_FAILED_SIGN_INS). */
export function throttleMs(failures: number): number {
  if (failures < MAX_FAILED_SIGN_INS) return 0
  return Math.min(SIGN_IN_THROTTLE_BASE_MS * 2 ** (failures - MAX_FAILED_SIGN_INS), SIGN_IN_THROTTLE_MAX_MS)
}

const throttled = (until: Date, now: Date) => {
  const s = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  return new ApiError(
    'sign_in_throttled',
    `Too many failed sign-ins: try again in ${s} s, or use the unlock link we sent if this is your account`,
    s,
  )
}

/** The login's throttle row; throws `sign_in_throttled` (429, Retry-After) while it waits. */
export async function checkThrottle(ctx: AccountsContext, login: string): Promise<ThrottleRow | undefined> {
  const row = await findThrottle(ctx.db, login)
  if (row?.throttledUntil && row.throttledUntil > ctx.now) throw throttled(row.throttledUntil, ctx.now)
  return row
}

/**
 * Counts a failed sign-in of `login` (`user` when it names one). At MAX_FAILED_SIGN_INS and beyond the
 * login waits, and this attempt already answers `sign_in_throttled`; the first time in a streak, the
 * player gets the unlock link (email, or SMS for phone-only players).
 */
export async function recordFailure(ctx: AccountsContext, login: string, user: UserRow | undefined) {
  const until = await ctx.db.transaction(async (tx) => {
    const forgetBefore = new Date(ctx.now.getTime() - SIGN_IN_FAILURE_MEMORY_MS)
    const failures = await countFailure(tx, login, ctx.now, forgetBefore)
    const wait = throttleMs(failures)
    if (wait === 0) return null
    const at = new Date(ctx.now.getTime() + wait)
    await setThrottledUntil(tx, login, at)
    if (user && failures === MAX_FAILED_SIGN_INS) await sendUnlockLink(ctx, tx, user)
    return at
  })
  if (until) throw throttled(until, ctx.now)
}

export async function sendUnlockLink(ctx: AccountsContext, tx: Executor, user: UserRow): Promise<void> {
  const token = await issueToken(tx, user.id, 'unlock', UNLOCK_TOKEN_TTL_MS, ctx.now)
  const [to, channel] = user.email ? [user.email, 'email' as const] : [user.authPhone!, 'sms' as const]
  await ctx.sender.send(tx, unlockMessage(ctx, to, token, channel), ctx.now)
}

/** Whether the login's failures reached the throttle (an unlock link is worth sending again). */
export async function isThrottledStreak(ctx: AccountsContext, login: string): Promise<boolean> {
  const row = await findThrottle(ctx.db, login)
  const fresh = row && row.lastFailureAt.getTime() > ctx.now.getTime() - SIGN_IN_FAILURE_MEMORY_MS
  return !!fresh && row.failures >= MAX_FAILED_SIGN_INS
}

/** Ends the wait and forgets the failures of every login of the player (unlock link, new password). */
export async function liftThrottle(db: Executor, user: Pick<UserRow, 'email' | 'authPhone'>): Promise<void> {
  await deleteThrottles(db, [user.email, user.authPhone].filter((l): l is string => l !== null))
}
