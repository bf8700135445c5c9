// Auto cash-out and cash-out alerts (issue #30 point 1, docs/decisions/029-auto-cashout-rules.md): one
// active rule per open bet, created or replaced with POST, removed with DELETE, shown on the bet as
// `cashout_rule`. The server evaluates it on every re-pricing, with the bettor online or not.
import { CASHOUT_RULE_KINDS } from '@sportsbook/domain'
import { z } from '../../zod.ts'
import { AmountInput, BetMoney } from './money.ts'

/** `auto` cashes out (all of the offer, or `amount` of it); `notify` sends one alert and moves no money. */
export const CashoutRuleKind = z.enum(CASHOUT_RULE_KINDS)
export type CashoutRuleKind = z.infer<typeof CashoutRuleKind>

const betId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'bet id')

/**
 * POST /bets/cashout-rules: sets the bet's rule (an active one is replaced). `threshold` is a cash-out
 * amount in the bet's currency, above the offer now and at most the potential win
 * (cashout_rule_threshold_too_low / _too_high). `amount`, only on an auto rule, takes that much of
 * the offer when it fires and leaves the rest in play; it must be below the threshold.
 */
export const CashoutRuleRequest = z
  .object({
    bet_id: betId,
    kind: CashoutRuleKind,
    threshold: AmountInput,
    amount: AmountInput.optional(),
  })
  .refine((r) => r.kind === 'auto' || r.amount === undefined, {
    message: 'only an auto rule takes an amount',
    path: ['amount'],
  })
export type CashoutRuleRequest = z.infer<typeof CashoutRuleRequest>

/** DELETE /bets/cashout-rules/{bet_id}. */
export const CashoutRuleParams = z.object({ bet_id: betId })
export type CashoutRuleParams = z.infer<typeof CashoutRuleParams>

/** The active rule of a bet, as the bet shows it (`ServerBet.cashout_rule`). */
export const CashoutRuleWire = z.object({
  kind: CashoutRuleKind,
  threshold: BetMoney,
  /** A partial auto rule's amount of the offer to take; null for a full cash-out or a notify rule. */
  amount: BetMoney.nullable(),
  created_at: z.iso.datetime(),
})
export type CashoutRuleWire = z.infer<typeof CashoutRuleWire>
