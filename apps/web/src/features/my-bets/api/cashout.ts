import { CashoutResponse, type BetMoney } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * POST /bets/cashout: `offer` is the amount the player saw for the whole bet; `amount`, when less,
 * cashes out that part and keeps the rest of the stake in play.
 */
export const cashout = (betId: string, offer: BetMoney, amount?: number) =>
  apiSend('POST', '/bets/cashout', CashoutResponse, {
    body: {
      bet_id: betId,
      to_cashout: { value: offer.value, currency: offer.currency },
      ...(amount !== undefined && amount < offer.value
        ? { amount: { value: amount, currency: offer.currency } }
        : {}),
    },
  })
