// The bettor's auto cash-out and alert rules (issue #30, ADR 029): POST sets a bet's one active rule
// (replacing the one before), DELETE removes it. Both run in betting's unit of work on the bet's lock,
// so a rule never changes under a firing, a cash-out or a settlement of the same bet. The threshold is
// checked by the domain against the offer now and the potential win.
import type { CashoutRuleRequest, CashoutRuleResponse } from '@sportsbook/contract'
import {
  cashoutRuleProblem,
  currencyOf,
  money,
  partialCashout,
  type CashoutRule,
  type CashoutRuleProblem,
} from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { offerFor } from './cashout-offer.ts'
import { notOpen } from './cashout.ts'
import { stakeLimits } from './constants.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { presentBet } from './presenters.ts'
import { betsById } from './repository/bets-repository.ts'
import { endActiveRules, insertRule } from './repository/cashout-rules-repository.ts'
import type { SettlementDeps } from './settlement.ts'
import { inUnitOfWork, lockOpenBets, type LockedBet } from './unit-of-work.ts'

const MESSAGES: Record<CashoutRuleProblem, string> = {
  cashout_unavailable: 'Cash-out is not available for this bet now, so it takes no rule',
  cashout_rule_threshold_too_low: 'The threshold must be above the cash-out offer now',
  cashout_rule_threshold_too_high: "The threshold must be at most the bet's potential win",
  cashout_rule_amount_invalid:
    'The amount must be above 0, below the threshold, and leave the minimum stake in play',
}

/** The request as the domain's rule, in the bet's currency (another currency is invalid_params). */
function ruleOf(row: LockedBet, req: CashoutRuleRequest): CashoutRule {
  if (req.threshold.currency !== row.currency || (req.amount && req.amount.currency !== row.currency))
    throw new ApiError('invalid_params', `The bet is in ${row.currency}`)
  const currency = currencyOf(row.currency)
  return {
    kind: req.kind,
    threshold: money(req.threshold.value, currency),
    ...(req.amount && { amount: money(req.amount.value, currency) }),
  }
}

/**
 * The problem of a new rule on the locked bet, if any: the domain's check against the offer now and
 * the potential win, then, for a partial rule, the stake it leaves in play when it fires at its
 * threshold (the least offer it fires at, so the most stake it takes) must stay at the minimum stake.
 */
function problemOf(row: LockedBet, rule: CashoutRule, offer: ReturnType<typeof offerFor>) {
  const currency = currencyOf(row.currency)
  const problem = cashoutRuleProblem(rule, offer, money(Number(row.potential_win), currency))
  if (problem || !rule.amount) return problem
  const { stakeLeft } = partialCashout(money(Number(row.stake), currency), rule.threshold, rule.amount)
  return stakeLeft.amount < stakeLimits(currency).minStake.amount ? 'cashout_rule_amount_invalid' : undefined
}

/** POST /bets/cashout-rules: the bet's rule set (an active one replaced), answered with the bet. */
export async function setCashoutRule(
  deps: SettlementDeps,
  player: SessionPlayer,
  req: CashoutRuleRequest,
): Promise<CashoutRuleResponse> {
  return inUnitOfWork(deps.db, async (uow) => {
    const { tx } = uow
    const [row] = await lockOpenBets(uow, [req.bet_id])
    if (!row || row.user_id !== player.id) throw await notOpen(tx, player, req.bet_id)
    const rule = ruleOf(row, req)
    const offer = offerFor(row, await loadSnapshot(tx, row.selections))
    const problem = problemOf(row, rule, offer)
    if (problem) throw new ApiError(problem, MESSAGES[problem])
    const now = deps.now()
    await endActiveRules(tx, [row.id], 'removed', now)
    await insertRule(tx, {
      betId: row.id,
      userId: player.id,
      kind: rule.kind,
      threshold: rule.threshold.amount,
      amount: rule.amount?.amount ?? null,
      currency: row.currency,
      now,
    })
    const [updated] = await betsById(tx, [row.id])
    const bet = presentBet(updated ?? row, offer)
    uow.afterCommit(() => deps.bets.betChanged(player.id, player.language, bet))
    return { bet }
  })
}

/** DELETE /bets/cashout-rules/{bet_id}: the active rule removed; 404 when the bet has none (or is not theirs). */
export async function removeCashoutRule(
  deps: SettlementDeps,
  player: SessionPlayer,
  betId: string,
): Promise<CashoutRuleResponse> {
  return inUnitOfWork(deps.db, async (uow) => {
    const { tx } = uow
    const [row] = await lockOpenBets(uow, [betId])
    const mine = row && row.user_id === player.id
    const ended = mine ? await endActiveRules(tx, [betId], 'removed', deps.now()) : 0
    if (!mine || ended === 0) {
      const [own] = await betsById(tx, [betId], { userId: player.id })
      throw notFound(own ? `An active cash-out rule on bet ${betId}` : `Bet ${betId}`)
    }
    const [updated] = await betsById(tx, [betId])
    const bet = presentBet(updated ?? row, offerFor(row, await loadSnapshot(tx, row.selections)))
    uow.afterCommit(() => deps.bets.betChanged(player.id, player.language, bet))
    return { bet }
  })
}
