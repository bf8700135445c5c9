// OpenAPI generated from the contract's zod schemas: the route schemas are the documentation.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sportsbook API',
          description: 'Reference backend of the white-label sportsbook (spec §7).',
          version: '0.1.0',
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
  { name: 'swagger' },
)
