import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, MarketList, MarketQuery } from '@sportsbook/contract'
import { notFound } from '../../lib/api-error.ts'
import { pagination } from '../../lib/pagination.ts'
import { localiseMarket } from '../../i18n/localise.ts'
import { presentGroups, presentMarket } from '../../presenters/present-market.ts'

const markets: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags: ['matches'],
        summary: "A match's markets (status 0 never shown) with group tab counts",
        params: IdParams,
        querystring: MarketQuery,
        response: { 200: MarketList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { id } = req.params
      if (!(await app.matchesRepository.get(id))) throw notFound(`Match ${id}`)
      const [page, groups] = await Promise.all([
        app.marketsRepository.list(id, req.query),
        app.marketsRepository.groupCounts(id),
      ])
      return {
        data: page.rows.map((r) => localiseMarket(presentMarket(r), req.query.locale ?? 'en')),
        groups: presentGroups(groups),
        pagination: pagination(page.total, req.query.page, req.query.limit),
      }
    },
  )
}

export default markets
