import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, LocaleQuery, Match, MatchPage, MatchQuery } from '@sportsbook/contract'
import { localiseMatch } from '../../i18n/localise.ts'
import { notFound } from '../../lib/api-error.ts'
import { pagination } from '../../lib/pagination.ts'
import { presentMatches } from '../../presenters/present-match.ts'

const matches: FastifyPluginAsyncZod = async (app) => {
  const repo = app.matchesRepository

  app.get(
    '/matches',
    {
      schema: {
        tags: ['matches'],
        summary: 'Matches with their main and secondary markets, filtered, sorted and paged',
        querystring: MatchQuery,
        response: { 200: MatchPage, 400: ErrorBody },
      },
    },
    async (req) => {
      const { rows, total } = await repo.list(req.query)
      const ids = rows.map((r) => r.id)
      const [markets, summaries] = await Promise.all([repo.listingMarkets(ids), repo.marketSummaries(ids)])
      return {
        data: presentMatches(rows, markets, summaries).map((m) => localiseMatch(m, req.query.locale ?? 'en')),
        pagination: pagination(total, req.query.page, req.query.limit),
      }
    },
  )

  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: Match, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const row = await repo.get(req.params.id)
      if (!row) throw notFound(`Match ${req.params.id}`)
      const [markets, summaries] = await Promise.all([
        repo.listingMarkets([row.id]),
        repo.marketSummaries([row.id]),
      ])
      const [match] = presentMatches([row], markets, summaries)
      return localiseMatch(match as Match, req.query.locale ?? 'en')
    },
  )
}

export default matches
