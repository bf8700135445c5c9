// Phone verification by SMS code (spec §3): one code per SMS_RESEND_TIMEOUT, SMS_DAILY_LIMIT per UTC day,
// a code expires after SMS_CODE_TTL and allows SMS_CODE_MAX_ATTEMPTS tries.
import type { PhoneVerification } from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import { phoneCodeMessage } from '../outbox/index.ts'
import type { Executor } from '../../db/client.ts'
import type { CodePurpose } from '../../db/schema/index.ts'
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_TIMEOUT_MS,
} from './constants.ts'
import type { AccountsContext } from './context.ts'
import { randomCode, safeEqual, sha256 } from './crypto.ts'
import {
  countCodesOn,
  insertCode,
  markCodeVerified,
  selectLatestCode,
  setCodeAttempts,
} from './repository/phone-repository.ts'
import { findById, lockUser, setUserFields } from './repository/users-repository.ts'

export const utcDay = (d: Date) => d.toISOString().slice(0, 10)
export const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`)

/** The newest code of a purpose sent to the player (the live one, unless used, expired or spent). */
export async function latestCode(db: Executor, userId: number, purpose: CodePurpose = 'verify') {
  return selectLatestCode(db, userId, purpose)
}

/** Codes of a purpose texted to the player this UTC day (SMS_DAILY_LIMIT). */
export async function codesSentToday(
  db: Executor,
  userId: number,
  now: Date,
  purpose: CodePurpose = 'verify',
) {
  return countCodesOn(db, userId, purpose, utcDay(now))
}

export async function phoneState(db: Executor, userId: number, now: Date): Promise<PhoneVerification> {
  const user = (await findById(db, userId))!
  const last = await latestCode(db, userId)
  const resendAt = last ? last.createdAt.getTime() + SMS_RESEND_TIMEOUT_MS : 0
  return {
    number: user.mobilePhone,
    country: user.mobilePhoneCountry,
    verified_status: !user.mobilePhone ? 'not_set' : user.mobilePhoneVerifiedAt ? 'verified' : 'unverified',
    resend_timeout_until: resendAt > now.getTime() ? new Date(resendAt).toISOString() : null,
    sms_limit_reached: (await codesSentToday(db, userId, now)) >= SMS_DAILY_LIMIT,
  }
}

/** Sets the number to verify (unless it is the verified one already) and texts a code. */
export async function sendPhoneCode(ctx: AccountsContext, userId: number, number?: string, country?: string) {
  await ctx.db.transaction(async (tx) => {
    // The player row lock serialises sends, so two quick clicks cannot both pass the limits.
    const user = await lockUser(tx, userId)
    const target = number ?? user!.mobilePhone
    if (!target) throw new ApiError('invalid_params', 'No phone number to verify')
    if (target === user!.mobilePhone && user!.mobilePhoneVerifiedAt) return
    const last = await latestCode(tx, userId)
    if (last && ctx.now.getTime() - last.createdAt.getTime() < SMS_RESEND_TIMEOUT_MS) {
      throw new ApiError('resend_too_soon', 'Wait a minute before asking for another code')
    }
    if ((await codesSentToday(tx, userId, ctx.now)) >= SMS_DAILY_LIMIT) {
      throw new ApiError('sms_limit_reached', 'No more codes today; try again tomorrow')
    }
    if (target !== user!.mobilePhone) {
      await setUserFields(tx, userId, {
        mobilePhone: target,
        mobilePhoneCountry: country ?? null,
        mobilePhoneVerifiedAt: null,
      })
    }
    const code = randomCode()
    await insertCode(tx, {
      userId,
      number: target,
      country: country ?? user!.mobilePhoneCountry,
      codeHash: codeHash(userId, code),
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + SMS_CODE_TTL_MS),
      day: utcDay(ctx.now),
    })
    await ctx.sender.send(tx, phoneCodeMessage(target, code), ctx.now)
  })
}

export async function verifyPhoneCode(ctx: AccountsContext, userId: number, code: string): Promise<void> {
  // A wrong try must count even though the answer is an error, so it commits before the throw.
  const ok = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId)
    const last = await latestCode(tx, userId)
    const live =
      last &&
      !last.verifiedAt &&
      last.number === user!.mobilePhone &&
      last.expiresAt > ctx.now &&
      last.attempts < SMS_CODE_MAX_ATTEMPTS
    if (!live) return false
    if (!safeEqual(last.codeHash, codeHash(userId, code))) {
      await setCodeAttempts(tx, last.id, last.attempts + 1)
      return false
    }
    await markCodeVerified(tx, last.id, ctx.now)
    await setUserFields(tx, userId, { mobilePhoneVerifiedAt: ctx.now })
    return true
  })
  if (!ok) throw new ApiError('phone_code_invalid', 'The code is wrong or has expired')
}
