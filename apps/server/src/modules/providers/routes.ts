// POST /api/dev/providers/{provider} (DEV_TOOLS only, never in production): takes a data provider
// offline or back, so tests and the demo can watch its prices lock and return.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DevProviderStatusParams,
  DevProviderStatusRequest,
  DevProviderStatusResponse,
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
}

export default devProviders
