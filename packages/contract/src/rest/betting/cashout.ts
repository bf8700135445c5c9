import { z } from '../../zod.ts'
import { ServerBet } from './bets.ts'
import { AmountInput, BetMoney } from './money.ts'

/**
 * POST /bets/cashout. `to_cashout` is the offer the player saw for the whole bet (a stale one is
 * refused with cashout_offer_changed unless the odds policy accepts the move); `amount`, when
 * less than the offer, cashes out that part and leaves the rest of the stake in play.
 */
export const CashoutRequest = z.object({
  bet_id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'bet id'),
  to_cashout: AmountInput,
  amount: AmountInput.optional(),
})
export type CashoutRequest = z.infer<typeof CashoutRequest>

/** The bet after the cash-out, what was paid, and the balance left. */
export const CashoutResponse = z.object({ bet: ServerBet, paid: BetMoney, balance: BetMoney })
export type CashoutResponse = z.infer<typeof CashoutResponse>

/** The answer of POST and DELETE /bets/cashout-rules: the bet with its rule now (null once removed). */
export const CashoutRuleResponse = z.object({ bet: ServerBet })
export type CashoutRuleResponse = z.infer<typeof CashoutRuleResponse>
