// Password reset for players who signed up with a phone number: a six-digit code by SMS instead of an
// emailed link. Codes are phone_verifications rows of purpose 'reset_password', so they share the
// verification code rules (hashed, SMS_CODE_TTL, SMS_CODE_MAX_ATTEMPTS, resend timeout, daily limit)
// without ever counting as, or for, a phone verification.
import { ApiError } from '../../lib/api-error.ts'
import type { OutgoingMessage } from '../outbox/index.ts'
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_TIMEOUT_MS,
} from './constants.ts'
import type { AccountsContext } from './context.ts'
import { hashPassword, randomCode, safeEqual } from './crypto.ts'
import { codeHash, codesSentToday, latestCode, utcDay } from './phone.ts'
import { createSession, destroyOtherSessions, forgetPlayerSessions } from './sessions.ts'
import { liftThrottle } from './sign-in-throttle.ts'
import { insertCode, markCodeVerified, setCodeAttempts } from './repository/phone-repository.ts'
import { findByLogin, lockUser, updateUserReturning, type UserRow } from './repository/users-repository.ts'

const PURPOSE = 'reset_password'

export function resetCodeMessage(to: string, code: string): OutgoingMessage {
  const minutes = SMS_CODE_TTL_MS / 60_000
  return {
    channel: 'sms',
    to,
    subject: 'Password reset code',
    body: `Your password reset code is ${code}. It expires in ${minutes} minutes. Did not ask for it? Ignore this message.`,
  }
}

/**
 * Texts a reset code to the sign-in phone of a player, if there is one. Says nothing either way: a code
 * asked too soon or past the daily limit is silently not sent (the route's per-number limits already
 * answer those alike for every number, so the answer never tells whether the number has an account).
 */
export async function requestPasswordResetSms(ctx: AccountsContext, phone: string): Promise<void> {
  const found = await findByLogin(ctx.db, phone)
  if (!found?.authPhone) return
  await ctx.db.transaction(async (tx) => {
    // The player row lock serialises sends, so two quick requests cannot both pass the limits.
    const user = await lockUser(tx, found.id)
    if (!user?.authPhone) return
    const last = await latestCode(tx, user.id, PURPOSE)
    if (last && ctx.now.getTime() - last.createdAt.getTime() < SMS_RESEND_TIMEOUT_MS) return
    if ((await codesSentToday(tx, user.id, ctx.now, PURPOSE)) >= SMS_DAILY_LIMIT) return
    const code = randomCode()
    await insertCode(tx, {
      userId: user.id,
      number: user.authPhone,
      purpose: PURPOSE,
      codeHash: codeHash(user.id, code),
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + SMS_CODE_TTL_MS),
      day: utcDay(ctx.now),
    })
    await ctx.sender.send(tx, resetCodeMessage(user.authPhone, code), ctx.now)
  })
}

const badCode = () => new ApiError('phone_code_invalid', 'The code is wrong or has expired')

/**
 * Sets the new password when the code is the live one for the phone, ends every other session and
 * signs in, like the emailed link does. The code proves the player holds the phone, so it also
 * confirms the account and ends a sign-in throttle. A wrong try counts (and commits) before the error.
 */
export async function resetPasswordWithCode(
  ctx: AccountsContext,
  phone: string,
  code: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  // Hashed before the lookup so an unknown number answers in the same time as a wrong code.
  const passwordHash = await hashPassword(password)
  const found = await findByLogin(ctx.db, phone)
  const done = await ctx.db.transaction(async (tx) => {
    if (!found?.authPhone) return null
    const user = await lockUser(tx, found.id)
    const last = await latestCode(tx, found.id, PURPOSE)
    const live =
      user &&
      last &&
      !last.verifiedAt &&
      last.number === user.authPhone &&
      last.expiresAt > ctx.now &&
      last.attempts < SMS_CODE_MAX_ATTEMPTS
    if (!live) return null
    if (!safeEqual(last.codeHash, codeHash(user.id, code))) {
      await setCodeAttempts(tx, last.id, last.attempts + 1)
      return null
    }
    await markCodeVerified(tx, last.id, ctx.now)
    const updated = await updateUserReturning(tx, user.id, {
      passwordHash,
      confirmedAt: user.confirmedAt ?? ctx.now,
    })
    await liftThrottle(tx, user)
    await destroyOtherSessions(tx, user.id)
    return { user: updated!, token: await createSession(tx, user.id, ctx.now) }
  })
  if (!done) throw badCode()
  // Again after the commit: a request in between may have cached a session that is now gone.
  forgetPlayerSessions(done.user.id)
  return done
}
