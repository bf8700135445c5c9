import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BetList, BetListQuery, ErrorBody } from '@sportsbook/contract'
import { listBets } from '../bet-rows.ts'
import { selectionKeys, offerFor } from '../cashout-offer.ts'
import { loadSnapshot } from '../market-snapshot.ts'
import { presentBet } from '../present-bet.ts'
import { pagination } from '../../../lib/pagination.ts'

const list: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: "The player's bets, newest first, with the current cash-out offer of open ones",
        querystring: BetListQuery,
        response: { 200: BetList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => {
      const { rows, total } = await listBets(app.db, req.player!.id, req.query)
      const open = rows.filter((r) => r.status === 'waiting_results')
      const snapshot = await loadSnapshot(app.db, selectionKeys(open))
      return {
        data: rows.map((r) => presentBet(r, offerFor(r, snapshot))),
        pagination: pagination(total, req.query.page, req.query.limit),
      }
    },
  )
}

export default list
