// The catalog as a decorator: routes ask `app.catalog` for contract shapes (service.ts); the
// repositories behind it stay inside this module.
import fp from 'fastify-plugin'
import { createCatalogService, type CatalogService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', createCatalogService(app.db))
  },
  { name: 'catalog', dependencies: ['deps'] },
)
