// POST /api/dev/providers/{provider} (DEV_TOOLS only, never in production): takes a data provider
// offline or back, so tests and the demo can watch its prices lock and return. POST
// /api/dev/matches/{id}/score (the same gate): sets a live match's score through the demo feed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DevProviderStatusParams,
  DevProviderStatusRequest,
  DevProviderStatusResponse,
  DevMatchScoreParams,
  DevMatchScoreRequest,
  DevMatchScoreResponse,
  ErrorBody,
} from '@sportsbook/contract'

const devProviders: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/providers/:provider',
    {
      schema: {
        tags: ['development'],
        summary: 'Take a data provider offline or back (development)',
        params: DevProviderStatusParams,
        body: DevProviderStatusRequest,
        response: { 200: DevProviderStatusResponse, 400: ErrorBody },
      },
    },
    async (req) => app.providers.setActive(req.params.provider, req.body.active),
  )
  app.post(
    '/api/dev/matches/:id/score',
    {
      schema: {
        tags: ['development'],
        summary: "Set a live match's score through the demo feed (development)",
        params: DevMatchScoreParams,
        body: DevMatchScoreRequest,
        response: { 200: DevMatchScoreResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.providers.setScore(req.params.id, req.body),
  )
}

export default devProviders
