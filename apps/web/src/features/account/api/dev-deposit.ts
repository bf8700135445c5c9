import type { Money } from '@sportsbook/domain'
import { z } from 'zod'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * The reference backend's development deposit (POST /dev/deposit); a real operator's Deposit goes to
 * its cashier (spec §2 /profile/wallet/deposit) instead.
 */
export const devDeposit = (amount: Money) =>
  apiSend('POST', '/dev/deposit', z.unknown(), {
    api: 'platform',
    body: { currency: amount.currency.code, amount: amount.amount },
  })
