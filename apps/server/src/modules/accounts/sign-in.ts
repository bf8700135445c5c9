// Sign-in (POST /users/sign_in). Unknown login and wrong password give the same answer in the same
// time; unconfirmed and blocked are only revealed to someone who knows the password. A login with too
// many failures in a row waits (sign-in-throttle.ts), whether or not it names an account.
import { ApiError } from '../../lib/api-error.ts'
import type { AccountsContext } from './context.ts'
import { checkPassword } from './crypto.ts'
import { loginColumn } from './login-column.ts'
import { createSession } from './sessions.ts'
import { checkThrottle, recordFailure } from './sign-in-throttle.ts'
import { assertCountryAllowed } from './sign-up.ts'
import { deleteThrottles } from './repository/throttle-repository.ts'
import { findByLogin, type UserRow } from './repository/users-repository.ts'

const invalid = () => new ApiError('invalid_credentials', 'Wrong login or password')

/** Returns the signed-in user and the session token for the cookie. */
export async function signIn(
  ctx: AccountsContext,
  login: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const key = loginColumn(login).value
  // While the login waits, the password is not even looked at: the right one is refused too.
  const failures = await checkThrottle(ctx, key)
  const user = await findByLogin(ctx.db, login)
  const ok = await checkPassword(user?.passwordHash, password)
  if (!user || !ok) {
    await recordFailure(ctx, key, user)
    throw invalid()
  }
  if (!user.confirmedAt)
    throw new ApiError('unconfirmed_account', 'Confirm your account with the link we sent')
  assertCountryAllowed(ctx, user.country)
  const token = await ctx.db.transaction(async (tx) => {
    if (failures) await deleteThrottles(tx, [key])
    return createSession(tx, user.id, ctx.now)
  })
  return { user, token }
}
