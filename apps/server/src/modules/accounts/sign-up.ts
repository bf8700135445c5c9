// Sign-up (POST /users). The answer is the same whether or not the email or phone is taken: the
// existing owner gets a message instead, so the form cannot be used to find out who has an account.
import type { SignUpRequest } from '@sportsbook/contract'
import { findCurrency } from '@sportsbook/domain'
import { ApiError } from '../../lib/api-error.ts'
import { alreadyRegisteredMessage, confirmationMessage } from '../outbox/index.ts'
import type { Wallet } from '../wallet/index.ts'
import { CONFIRMATION_TOKEN_TTL_MS } from './constants.ts'
import type { AccountsContext } from './context.ts'
import { hashPassword } from './crypto.ts'
import { findByLogin, insertUser } from './repository/users-repository.ts'
import { issueToken } from './user-tokens.ts'

export function assertCountryAllowed(ctx: AccountsContext, country: string) {
  if (ctx.blockedCountries.includes(country.toUpperCase())) {
    throw new ApiError('blocked_country', `Sign-up and sign-in are not available in ${country}`)
  }
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505'

export async function signUp(
  ctx: AccountsContext,
  wallet: Wallet,
  input: SignUpRequest['user'],
): Promise<void> {
  assertCountryAllowed(ctx, input.country)
  const currency = findCurrency(input.currency)
  if (!currency) throw new ApiError('currency_not_supported', `${input.currency} is not supported`)
  // Hashed on both paths so a taken address answers in the same time as a new one.
  const passwordHash = await hashPassword(input.password)
  const login = input.email ?? input.phone!
  const channel = input.email ? 'email' : 'sms'
  const notifyOwner = () => ctx.sender.send(ctx.db, alreadyRegisteredMessage(ctx, login, channel), ctx.now)
  try {
    await ctx.db.transaction(async (tx) => {
      const taken =
        (input.email && (await findByLogin(tx, input.email))) ||
        (input.phone && (await findByLogin(tx, input.phone)))
      if (taken) return notifyOwner()
      const userId = await insertUser(tx, {
        email: input.email ?? null,
        authPhone: input.phone ?? null,
        passwordHash,
        currency: currency.code,
        country: input.country,
        nickname: input.nickname ?? null,
        termsAcceptedAt: ctx.now,
      })
      await wallet.open(tx, userId, currency)
      const token = await issueToken(tx, userId, 'confirmation', CONFIRMATION_TOKEN_TTL_MS, ctx.now)
      await ctx.sender.send(tx, confirmationMessage(ctx, login, channel, token), ctx.now)
    })
  } catch (err) {
    // Two sign-ups with one address at once: the loser is told the same as any taken address.
    if (!isUniqueViolation(err)) throw err
    await notifyOwner()
  }
}
