// Custom bets (spec §7): the eligible markets of a match, and the joint price of a set of selections.
// Both are public, like the odds they come from; placing goes through POST /bets with custom_odds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CustomMarketsResponse,
  CustomOddsRequest,
  CustomOddsResponse,
  ErrorBody,
  IdParams,
} from '@sportsbook/contract'
import { customMarkets } from '../custom/markets.ts'
import { loadModels, quoteCustomBet } from '../custom/quote.ts'
import { loadSnapshot } from '../market-snapshot.ts'
import { ApiError, notFound } from '../../../lib/api-error.ts'
import { presentMarket } from '../../catalog/index.ts'

const custom: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/custom/markets/:id',
    {
      schema: {
        tags: ['bets'],
        summary: 'Markets a custom bet may combine on this match (empty unless prematch or live)',
        params: IdParams,
        response: { 200: CustomMarketsResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const rows = await customMarkets(app.db, req.params.id)
      if (!rows) throw notFound(`Match ${req.params.id}`)
      return { data: rows.map(presentMarket) }
    },
  )

  app.post(
    '/bets/custom/odds',
    {
      schema: {
        tags: ['bets'],
        summary: 'The joint price of selections of one match winning together',
        body: CustomOddsRequest,
        response: { 200: CustomOddsResponse, 400: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (req) => {
      const { match_id, selections } = req.body
      const legs = selections.map((s) => ({ match_id, ...s }))
      const [snapshot, models] = await Promise.all([
        loadSnapshot(app.db, legs),
        loadModels(app.db, [match_id]),
      ])
      if (!models.has(match_id)) throw notFound(`Match ${match_id}`)
      const quote = quoteCustomBet(match_id, legs, snapshot, models.get(match_id))
      if (!quote.ok) throw new ApiError(quote.code, quote.message)
      return { data: { match_id, odds: quote.odds } }
    },
  )
}

export default custom
