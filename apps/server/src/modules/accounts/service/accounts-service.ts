// The accounts service routes call (`app.accounts`): sign-up, sign-in and the email and SMS flows
// (each given the context of context.ts at call time), sessions, phone verification, the dev deposit,
// and `players` (service/player-service.ts: profile, locale, accounts, loyalty).
import type { SignUpRequest } from '@sportsbook/contract'
import type { Money } from '@sportsbook/domain'
import type { Db } from '../../../db/client.ts'
import type { Wallet } from '../../wallet/index.ts'
import type { AccountsContext } from '../context.ts'
import * as flows from '../email-flows.ts'
import { requestPasswordResetSms, resetPasswordWithCode } from '../password-reset-sms.ts'
import { phoneState, sendPhoneCode, verifyPhoneCode } from '../phone.ts'
import { createDepositFieldsService } from './deposit-fields-service.ts'
import { createPlayerService, type PlayerService } from './player-service.ts'
import { destroySession } from '../sessions.ts'
import { signIn } from '../sign-in.ts'
import { assertCountryAllowed, signUp } from '../sign-up.ts'

export interface AccountsDeps {
  db: Db
  /** Looked up per call: the wallet registers after accounts (it needs the realtime tier, which needs sessions). */
  wallet: () => Wallet
  /** The database, sender, clock and configuration of one call (context.ts). */
  context: () => AccountsContext
}

export function createAccountsService({ db, wallet, context }: AccountsDeps) {
  /** `fn` with a fresh context as its first argument. */
  const inContext =
    <A extends unknown[], R>(fn: (ctx: AccountsContext, ...args: A) => R) =>
    (...args: A) =>
      fn(context(), ...args)
  let players: PlayerService | undefined
  return {
    /** The signed-in player's profile, locale, accounts, comp points and status groups. */
    get players(): PlayerService {
      return (players ??= createPlayerService(db, wallet()))
    },
    /** Spec §5: the operator's required deposit details, which a player lacks, and filling them. */
    get depositFields() {
      return createDepositFieldsService(db, context().depositRequiredFields, () => context().now)
    },
    signUp: (user: SignUpRequest['user']) => signUp(context(), wallet(), user),
    signIn: inContext(signIn),
    assertCountryAllowed: inContext(assertCountryAllowed),
    /** Ends the session of this id (the SHA-256 of its cookie token). */
    endSession: (sessionId: string) => destroySession(db, sessionId),
    confirm: inContext(flows.confirm),
    resendConfirmation: inContext(flows.resendConfirmation),
    requestPasswordReset: inContext(flows.requestPasswordReset),
    resetPassword: inContext(flows.resetPassword),
    unlock: inContext(flows.unlock),
    resendUnlock: inContext(flows.resendUnlock),
    /** Texts a reset code; answers the time it was sent, which the resend wait counts from. */
    async requestPasswordResetSms(phone: string): Promise<{ sentAt: Date }> {
      const ctx = context()
      await requestPasswordResetSms(ctx, phone)
      return { sentAt: ctx.now }
    },
    resetPasswordWithCode: inContext(resetPasswordWithCode),
    phoneState: (userId: number) => phoneState(db, userId, context().now),
    sendPhoneCode: inContext(sendPhoneCode),
    verifyPhoneCode: inContext(verifyPhoneCode),
    /** Development only: a test deposit through the real ledger. */
    devDeposit: (userId: number, amount: Money) =>
      db.transaction((tx) => wallet().credit(tx, { userId, amount, kind: 'deposit', ref: 'dev-deposit' })),
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
