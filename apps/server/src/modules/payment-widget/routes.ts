// Development only (DEV_TOOLS=true; refused with NODE_ENV=production): the stand-in payment provider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SPI_SCRIPT_PATH, SpiDepositRequest, SpiDepositResponse, SpiSession } from '@sportsbook/contract'
import type { PaymentWidgetService } from './service.ts'

const tags = ['development']

/** The widget runs on the sportsbook's page (another origin) and pays with its token, never cookies. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
} as const

const routes: FastifyPluginAsyncZod<{ service: PaymentWidgetService }> = async (app, { service }) => {
  app.get(
    SPI_SCRIPT_PATH,
    { schema: { tags, summary: 'The payment widget script (window.SPI)' } },
    async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(await service.script()),
  )

  app.post(
    '/api/platform/payments/widget-session',
    {
      schema: { tags, summary: 'A payment session token for the widget', response: { 200: SpiSession } },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.player!
      const { token, expiresAt } = service.issueSession({ userId: player.id, language: player.language })
      return { token, expires_at: expiresAt.toISOString() }
    },
  )

  app.options('/spi/deposits', { schema: { hide: true } }, async (_req, reply) =>
    reply.headers(CORS).code(204).send(),
  )
  app.post(
    '/spi/deposits',
    {
      schema: {
        tags,
        summary: 'Pay a deposit (stand-in provider; 666 declines, 777 stays pending)',
        body: SpiDepositRequest,
        response: { 200: SpiDepositResponse },
      },
      onSend: async (_req, reply) => {
        reply.headers(CORS)
      },
    },
    async (req) => service.deposit(req.body),
  )
}

export default routes
