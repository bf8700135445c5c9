// Repositories as decorators, so routes ask for queries by name and tests can reach them too.
import fp from 'fastify-plugin'
import { createCatalogRepository, type CatalogRepository } from './repository/catalog-repository.ts'
import { createMarketsRepository, type MarketsRepository } from './repository/markets-repository.ts'
import { createMatchesRepository, type MatchesRepository } from './repository/matches-repository.ts'
import { createSearchRepository, type SearchRepository } from './repository/search-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository
    matchesRepository: MatchesRepository
    marketsRepository: MarketsRepository
    searchRepository: SearchRepository
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogRepository', createCatalogRepository(app.db))
    app.decorate('matchesRepository', createMatchesRepository(app.db))
    app.decorate('marketsRepository', createMarketsRepository(app.db))
    app.decorate('searchRepository', createSearchRepository(app.db))
  },
  { name: 'repositories', dependencies: ['deps'] },
)
