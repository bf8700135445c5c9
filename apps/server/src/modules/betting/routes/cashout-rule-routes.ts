// Auto cash-out and alert rules (issue #30, ADR 029): set or replace a bet's rule, remove it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CashoutRuleParams, CashoutRuleRequest, CashoutRuleResponse, ErrorBody } from '@sportsbook/contract'

const cashoutRules: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/cashout-rules',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary:
          'Set the auto cash-out (full or partial) or cash-out alert rule of an open bet; an active one is replaced',
        body: CashoutRuleRequest,
        response: { 200: CashoutRuleResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.betting.setCashoutRule(req.player!, req.body),
  )
  app.delete(
    '/bets/cashout-rules/:bet_id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: "Remove the active auto cash-out or alert rule of one of the player's open bets",
        params: CashoutRuleParams,
        response: { 200: CashoutRuleResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    // Another player's bet is "not found", never "forbidden": ids do not leak.
    async (req) => app.betting.removeCashoutRule(req.player!, req.params.bet_id),
  )
}

export default cashoutRules
