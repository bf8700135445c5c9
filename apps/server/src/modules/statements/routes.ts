// GET /statements[.csv|.pdf]?from=&to=&tz= (issue #30.7): the signed-in player's own statement of a
// period, built on the server from the ledger and the bets; the client only names the period.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, Statement, StatementQuery } from '@sportsbook/contract'

const tags = ['statements']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    // A player's own money: never stored by a shared cache.
    void reply.header('cache-control', 'private, no-store')
    return payload
  })

  app.get(
    '/statements',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: "A period's totals, lifetime net deposits and every movement, in the account currency",
        querystring: StatementQuery,
        response: { 200: Statement, ...errors },
      },
    },
    async (req) => app.statements.statement(req.player!, req.query),
  )

  // The same statement as a download: CSV or PDF, errors still as the JSON ErrorBody.
  const downloads = [
    { ext: 'csv', type: 'text/csv; charset=utf-8', make: app.statements.csv },
    { ext: 'pdf', type: 'application/pdf', make: app.statements.pdf },
  ] as const
  for (const { ext, type, make } of downloads)
    app.get(
      `/statements.${ext}`,
      {
        preHandler: app.requirePlayer,
        schema: {
          tags,
          summary: `The statement as a ${ext.toUpperCase()} download (errors as JSON ErrorBody)`,
          querystring: StatementQuery,
        },
      },
      async (req, reply) => {
        const file = await make(req.player!, req.query)
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .send(file.body)
      },
    )
}

export default statementsRoutes
