// Auto cash-out and cash-out alerts (issue #30 point 1, ADR 029): a standing rule on one open bet that
// fires when the cash-out offer reaches its threshold. Pure: the server validates a new rule against the
// offer now and the bet's potential win, and asks `ruleFires` / `rulePayment` on every re-pricing.
import { minimum } from '../money/compare.ts'
import type { Money } from '../money/money.ts'

/** `auto` cashes out (all, or `amount` of the offer); `notify` only tells the bettor, once. */
export const CASHOUT_RULE_KINDS = ['auto', 'notify'] as const
export type CashoutRuleKind = (typeof CASHOUT_RULE_KINDS)[number]

export interface CashoutRule {
  readonly kind: CashoutRuleKind
  /** Fires when the offer is at or above this, in the bet's currency. */
  readonly threshold: Money
  /** A partial auto rule: how much of the offer to take; absent for a full cash-out or a notify. */
  readonly amount?: Money
}

/** Why a rule cannot be created; each is a catalogue error code (packages/contract errors.ts). */
export type CashoutRuleProblem =
  | 'cashout_unavailable'
  | 'cashout_rule_threshold_too_low'
  | 'cashout_rule_threshold_too_high'
  | 'cashout_rule_amount_invalid'

/**
 * Checks a new rule against the offer now (`undefined`: cash-out not available, so no rule) and the
 * bet's potential win: the threshold must be above the offer (at or below it the rule would fire at
 * once) and at most the potential win (the offer never reaches more). A partial amount is above 0 and
 * below the threshold (taking the threshold or more is a full cash-out); notify rules carry none.
 */
export function cashoutRuleProblem(
  rule: CashoutRule,
  offer: Money | undefined,
  potentialWin: Money,
): CashoutRuleProblem | undefined {
  if (!offer) return 'cashout_unavailable'
  if (rule.threshold.amount <= offer.amount) return 'cashout_rule_threshold_too_low'
  if (rule.threshold.amount > potentialWin.amount) return 'cashout_rule_threshold_too_high'
  if (rule.amount !== undefined) {
    if (rule.kind !== 'auto') return 'cashout_rule_amount_invalid'
    if (rule.amount.amount <= 0 || rule.amount.amount >= rule.threshold.amount)
      return 'cashout_rule_amount_invalid'
  }
  return undefined
}

/** The rule's trigger: an offer exists and meets or passes the threshold. */
export const ruleFires = (rule: CashoutRule, offer: Money | undefined): offer is Money =>
  offer !== undefined && offer.amount >= rule.threshold.amount

/**
 * What an auto rule pays when it fires at `offer`: the whole offer at that moment (not the threshold),
 * or the rule's partial amount capped by the offer. Undefined when the rule does not fire or only
 * notifies (no money moves).
 */
export function rulePayment(rule: CashoutRule, offer: Money | undefined): Money | undefined {
  if (rule.kind !== 'auto' || !ruleFires(rule, offer)) return undefined
  return rule.amount ? minimum(rule.amount, offer) : offer
}
