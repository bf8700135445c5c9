// GET /api/dev/scenarios and POST /api/dev/scenarios/{name}/run (DEV_TOOLS only, never in production):
// the scenario simulator's library and a run of one on a match of the demo feed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  ScenarioList,
  ScenarioRunParams,
  ScenarioRunRequest,
  ScenarioRunResponse,
} from '@sportsbook/contract'

const scenarioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/scenarios',
    {
      schema: {
        tags: ['development'],
        summary: 'The scenario library (development)',
        response: { 200: ScenarioList },
      },
    },
    async () => app.scenarios.list(),
  )
  app.post(
    '/api/dev/scenarios/:name/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Play a scenario on a match of the demo feed (development)',
        params: ScenarioRunParams,
        body: ScenarioRunRequest,
        response: { 200: ScenarioRunResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.scenarios.run(req.params.name, req.body),
  )
}

export default scenarioRoutes
