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
    // The UI's page and assets carry the plugin's CSP (its own script files, nothing else), also
    // where the web server proxies them. Two changes: inline styles are allowed (the UI adds <style>
    // elements as it runs; styles run no code, as on the sportsbook's own pages), and no
    // upgrade-insecure-requests, which would break it on http://localhost.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (csp) =>
        csp
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    })
  },
  { name: 'swagger' },
)
