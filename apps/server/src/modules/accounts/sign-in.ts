// Sign-in (POST /users/sign_in). Unknown login and wrong password give the same answer in the same
// time; locked and unconfirmed are only revealed to someone who knows the password.
import { ApiError } from '../../lib/api-error.ts'
import { unlockMessage } from '../outbox/index.ts'
import { MAX_FAILED_SIGN_INS, UNLOCK_TOKEN_TTL_MS } from './constants.ts'
import type { AccountsContext } from './context.ts'
import { checkPassword } from './crypto.ts'
import { createSession } from './sessions.ts'
import { assertCountryAllowed } from './sign-up.ts'
import { issueToken } from './user-tokens.ts'
import {
  findByLogin,
  incrementFailedAttempts,
  setUserFields,
  type UserRow,
} from './repository/users-repository.ts'

const invalid = () => new ApiError('invalid_credentials', 'Wrong login or password')

async function recordFailure(ctx: AccountsContext, user: UserRow) {
  await ctx.db.transaction(async (tx) => {
    const row = await incrementFailedAttempts(tx, user.id)
    if (!row || row.lockedAt || row.failed < MAX_FAILED_SIGN_INS) return
    await setUserFields(tx, user.id, { lockedAt: ctx.now })
    const token = await issueToken(tx, user.id, 'unlock', UNLOCK_TOKEN_TTL_MS, ctx.now)
    // Phone-only players get the link by SMS.
    const [to, channel] = user.email ? [user.email, 'email' as const] : [user.authPhone!, 'sms' as const]
    await ctx.sender.send(tx, unlockMessage(ctx, to, token, channel), ctx.now)
  })
}

/** Returns the signed-in user and the session token for the cookie. */
export async function signIn(
  ctx: AccountsContext,
  login: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const user = await findByLogin(ctx.db, login)
  const ok = await checkPassword(user?.passwordHash, password)
  if (!user) throw invalid()
  if (!ok) {
    await recordFailure(ctx, user)
    throw invalid()
  }
  if (user.lockedAt)
    throw new ApiError('account_locked', 'Too many failed attempts: use the unlock link we emailed')
  if (!user.confirmedAt)
    throw new ApiError('unconfirmed_account', 'Confirm your account with the link we sent')
  assertCountryAllowed(ctx, user.country)
  const token = await ctx.db.transaction(async (tx) => {
    if (user.failedAttempts > 0) await setUserFields(tx, user.id, { failedAttempts: 0 })
    return createSession(tx, user.id, ctx.now)
  })
  return { user, token }
}
