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
    async (req) => ({ data: await app.betting.customMarkets(req.params.id) }),
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
      return { data: { match_id, odds: await app.betting.customOdds(match_id, selections) } }
    },
  )
}

export default custom
