import {
  CashoutRuleResponse,
  ERRORS,
  type BetList,
  type CashoutRuleRequest,
  type ServerBet,
} from '@sportsbook/contract'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '~/lib/api-client.ts'
import { BETS_QUERY_ROOT, withBet } from '~/lib/realtime/private-cache.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * POST /bets/cashout-rules (issue #30, ADR 029): sets the bet's auto cash-out or alert rule, replacing
 * an active one (that is how a rule is edited). Answers the bet with its rule.
 */
export const setCashoutRule = (body: CashoutRuleRequest) =>
  apiSend('POST', '/bets/cashout-rules', CashoutRuleResponse, { body })

/** DELETE /bets/cashout-rules/{bet_id}: the bet without its rule. */
export const removeCashoutRule = (betId: string) =>
  apiSend('DELETE', `/bets/cashout-rules/${betId}`, CashoutRuleResponse)

/** Puts the bet the server answered into every cached My Bets list, so the card shows its rule at once. */
export function showBet(qc: QueryClient, bet: ServerBet): void {
  for (const [key, old] of qc.getQueriesData<BetList>({ queryKey: BETS_QUERY_ROOT })) {
    const next = withBet(old, bet)
    if (next.list !== old) qc.setQueryData(key, next.list)
  }
}

/** The message key of a refused request: its catalogue code's key (errors.ts), else the generic one. */
export const refusalKey = (e: unknown): string =>
  e instanceof ApiError && e.code in ERRORS ? ERRORS[e.code as keyof typeof ERRORS].key : 'error.default'
