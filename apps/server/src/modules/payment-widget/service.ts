// The stand-in provider's decision and the deposit itself: the wallet's ledger, once per payment id.
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.ts'
import { widgetScript } from './script.ts'
import { createSpiSessions } from './sessions.ts'
import {
  fromMoney,
  type PaymentStatus,
  type SpiDepositRequest,
  type SpiDepositResponse,
} from '@sportsbook/contract'
import { findCurrency, money, type Money } from '@sportsbook/domain'
import { notify } from '../notifications/index.ts'
import { SPI_DECLINE_AMOUNT_MAJOR, SPI_PENDING_AMOUNT_MAJOR, spiLedgerRef } from './constants.ts'
import type { SpiSessionOwner } from './sessions.ts'

/** What the stand-in answers for an amount: the test amounts decline or stay pending; a QA status wins. */
export function spiOutcome(amount: Money, testStatus?: PaymentStatus): PaymentStatus {
  if (testStatus) return testStatus
  const unit = 10 ** amount.currency.subunits
  if (amount.amount === SPI_DECLINE_AMOUNT_MAJOR * unit) return 'error'
  if (amount.amount === SPI_PENDING_AMOUNT_MAJOR * unit) return 'pending'
  return 'success'
}

/** Credits a successful attempt once (a repeated payment_id changes nothing) and pushes the balance. */
export async function spiDeposit(
  app: FastifyInstance,
  owner: SpiSessionOwner,
  body: SpiDepositRequest,
): Promise<SpiDepositResponse> {
  const amount = money(body.amount, findCurrency(body.currency)!)
  const status = spiOutcome(amount, body.test_status)
  if (status !== 'success') return { status, amount: fromMoney(amount) }
  const change = await app.db.transaction(async (tx) => {
    const credited = await app.wallet.creditOnce(tx, {
      userId: owner.userId,
      amount,
      kind: 'deposit',
      ref: spiLedgerRef(body.payment_id),
    })
    if (!credited.replayed) {
      await notify(tx, {
        playerId: owner.userId,
        kind: 'deposit_credited',
        objectId: body.payment_id,
        at: app.now(),
        payload: { amount: fromMoney(amount), balance: fromMoney(credited.balance) },
      })
    }
    return credited
  })
  if (!change.replayed) await app.publishBalance(owner.userId, owner.language, change.balance)
  return { status, amount: fromMoney(amount), balance: fromMoney(change.balance) }
}

/** The stand-in provider: its script, a player's payment sessions, deposits paid with a session's token. */
export function createPaymentWidgetService(app: FastifyInstance) {
  const sessions = createSpiSessions(() => app.now())
  return {
    script: widgetScript,
    issueSession: (player: { userId: number; language: string }) => sessions.issue(player),
    async deposit(body: SpiDepositRequest) {
      const owner = sessions.owner(body.token)
      if (!owner) throw new ApiError('unauthorized', 'Payment session expired or unknown')
      return spiDeposit(app, owner, body)
    },
  }
}

export type PaymentWidgetService = ReturnType<typeof createPaymentWidgetService>
