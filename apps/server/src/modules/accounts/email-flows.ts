// Confirmation, password reset and unlock: an emailed single-use link, and a resend that answers the
// same whether or not the address belongs to anyone.
import { ApiError } from '../../lib/api-error.ts'
import { confirmationMessage, resetPasswordMessage } from '../outbox/index.ts'
import { CONFIRMATION_TOKEN_TTL_MS, RESET_PASSWORD_TOKEN_TTL_MS } from './constants.ts'
import type { AccountsContext } from './context.ts'
import { hashPassword } from './crypto.ts'
import { createSession, destroyOtherSessions, forgetPlayerSessions } from './sessions.ts'
import { isThrottledStreak, liftThrottle, sendUnlockLink } from './sign-in-throttle.ts'
import { consumeToken, issueToken } from './user-tokens.ts'
import {
  findByLogin,
  findById,
  setUserFields,
  updateUserReturning,
  type UserRow,
} from './repository/users-repository.ts'

const badToken = () => new ApiError('invalid_token', 'This link is invalid or has expired')

/** Confirms the account and signs the player in (the link proves they own the address). */
export async function confirm(
  ctx: AccountsContext,
  token: string,
): Promise<{ user: UserRow; token: string }> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'confirmation', ctx.now)
    if (userId === null) throw badToken()
    await setUserFields(tx, userId, { confirmedAt: ctx.now })
    const user = (await findById(tx, userId))!
    return { user, token: await createSession(tx, userId, ctx.now) }
  })
}

export async function resendConfirmation(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findByLogin(ctx.db, email)
  if (!user?.email || user.confirmedAt) return
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'confirmation', CONFIRMATION_TOKEN_TTL_MS, ctx.now)
    await ctx.sender.send(tx, confirmationMessage(ctx, user.email!, 'email', token), ctx.now)
  })
}

export async function requestPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findByLogin(ctx.db, email)
  if (!user?.email) return
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset_password', RESET_PASSWORD_TOKEN_TTL_MS, ctx.now)
    await ctx.sender.send(tx, resetPasswordMessage(ctx, user.email!, token), ctx.now)
  })
}

/**
 * Sets the new password, ends every other session, and signs in. The emailed link proves ownership of
 * the address, so it also confirms the account and ends a sign-in throttle.
 */
export async function resetPassword(
  ctx: AccountsContext,
  token: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const passwordHash = await hashPassword(password)
  const done = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset_password', ctx.now)
    if (userId === null) throw badToken()
    const user = await updateUserReturning(tx, userId, { passwordHash })
    await liftThrottle(tx, user!)
    if (!user!.confirmedAt) await setUserFields(tx, userId, { confirmedAt: ctx.now })
    await destroyOtherSessions(tx, userId)
    return { user: user!, token: await createSession(tx, userId, ctx.now) }
  })
  // Again after the commit: a request in between may have cached a session that is now gone.
  forgetPlayerSessions(done.user.id)
  return done
}

/** The unlock link ends the sign-in throttle of every login of the player at once. */
export async function unlock(ctx: AccountsContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'unlock', ctx.now)
    if (userId === null) throw badToken()
    await liftThrottle(tx, (await findById(tx, userId))!)
  })
}

/** A fresh unlock link, only while the address's sign-ins are throttled (answered the same either way). */
export async function resendUnlock(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findByLogin(ctx.db, email)
  if (!user?.email || !(await isThrottledStreak(ctx, user.email))) return
  await ctx.db.transaction((tx) => sendUnlockLink(ctx, tx, user))
}
