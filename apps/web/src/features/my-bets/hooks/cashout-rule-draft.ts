import { ERRORS, toMoney, type BetMoney, type CashoutRuleRequest, type ServerBet } from '@sportsbook/contract'
import { cashoutRuleProblem } from '@sportsbook/domain'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'

/** What the rule does when the offer reaches the threshold: cash out all, cash out part, or only tell. */
export type RuleMode = 'auto_full' | 'auto_partial' | 'notify'

/** The rule form as typed: amounts in major units in the bettor's locale ("12,50" in de). */
export interface RuleDraft {
  readonly mode: RuleMode
  readonly threshold: string
  readonly amount: string
}

/** The form for a bet: its active rule to edit, or an empty full auto cash-out. */
export function initialDraft(bet: ServerBet, locale: string): RuleDraft {
  const rule = bet.cashout_rule
  if (!rule) return { mode: 'auto_full', threshold: '', amount: '' }
  return {
    mode: rule.kind === 'notify' ? 'notify' : rule.amount ? 'auto_partial' : 'auto_full',
    threshold: amountText(toMoney(rule.threshold), locale),
    amount: rule.amount ? amountText(toMoney(rule.amount), locale) : '',
  }
}

/**
 * The request the draft makes, or the message key of why it cannot be sent yet. The bounds are the
 * domain's (`cashoutRuleProblem`, the server's own check): above the offer now, at most the potential
 * win, a partial amount above 0 and below the threshold; each problem shows its catalogue message.
 */
export function draftRequest(
  bet: ServerBet,
  offer: BetMoney,
  draft: RuleDraft,
  locale: string,
): { request: CashoutRuleRequest } | { problem: string } {
  const offerMoney = toMoney(offer)
  const threshold = parseAmount(draft.threshold, locale, offerMoney.currency)
  if (!threshold || threshold.amount <= 0) return { problem: 'bets.cashout_rule.threshold_missing' }
  const partial = draft.mode === 'auto_partial'
  const amount = partial ? parseAmount(draft.amount, locale, offerMoney.currency) : undefined
  const kind = draft.mode === 'notify' ? 'notify' : 'auto'
  // the threshold's bounds first, then a partial amount not typed yet
  const problem =
    cashoutRuleProblem({ kind, threshold, amount }, offerMoney, toMoney(bet.win_amount)) ??
    (partial && !amount ? 'cashout_rule_amount_invalid' : undefined)
  if (problem) return { problem: ERRORS[problem].key }
  const wire = (value: number) => ({ value, currency: offer.currency })
  return {
    request: {
      bet_id: bet.id,
      kind,
      threshold: wire(threshold.amount),
      ...(amount ? { amount: wire(amount.amount) } : {}),
    },
  }
}
