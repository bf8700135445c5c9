// Favourites as a decorator: routes ask `app.favourites`; the repository stays inside this module.
import fp from 'fastify-plugin'
import { createFavouritesService, type FavouritesService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    favourites: FavouritesService
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'favourites',
      createFavouritesService(app.db, () => app.now()),
    )
  },
  { name: 'favourites', dependencies: ['deps', 'accounts'] },
)
