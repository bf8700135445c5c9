// Development only (DEV_TOOLS=true, which `npm start` sets and NODE_ENV=production refuses): a test
// deposit through the real ledger.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Account, DevDepositRequest } from '@sportsbook/contract'
import { findCurrency, money } from '@sportsbook/domain'
import { fieldErrors } from '../field-errors.ts'
import { presentAccount } from '../presenters.ts'

const tags = ['development']

const dev: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/platform/dev/deposit',
    {
      schema: { tags, summary: 'Credit a test balance', body: DevDepositRequest, response: { 200: Account } },
      preHandler: app.requirePlayer,
    },
    async (req, reply) => {
      const player = req.player!
      // Spec §5: the operator's required details come first, as a real cashier would insist.
      const { missing } = await app.accounts.depositFields.of(player.id)
      if (missing.length > 0)
        return fieldErrors(
          reply,
          missing.map((f) => ({ path: `user.${f}`, message: 'is required before a deposit' })),
        )
      const currency = findCurrency(req.body.currency)!
      const change = await app.accounts.devDeposit(player.id, money(req.body.amount, currency))
      await app.publishBalance(player.id, player.language, change.balance)
      const active = await app.accounts.players.activeCurrency(player.id)
      return presentAccount({ id: change.accountId, currency, balance: change.balance }, active)
    },
  )
}

export default dev
