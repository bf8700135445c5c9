// Spec §5 missing deposit fields: GET / PATCH /api/platform/player/deposit_fields.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DepositFields, DepositFieldsRequest } from '@sportsbook/contract'
import { fieldErrors } from '../field-errors.ts'

const tags = ['platform: player']

const depositFields: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  const service = app.accounts.depositFields

  app.get(
    '/player/deposit_fields',
    {
      schema: {
        tags,
        summary: 'The details the operator requires before a deposit, and which the player lacks',
        response: { 200: DepositFields },
      },
    },
    async (req) => service.of(req.player!.id),
  )

  app.patch(
    '/player/deposit_fields',
    {
      schema: {
        tags,
        summary: 'Fill the missing deposit details (every missing one at once)',
        body: DepositFieldsRequest,
        response: { 200: DepositFields },
      },
    },
    async (req, reply) => {
      const result = await service.fill(req.player!.id, req.body.user)
      return 'issues' in result ? fieldErrors(reply, result.issues) : result.fields
    },
  )
}

export default depositFields
