// Decorates `app.images` (the image proxy and the demo crests); the routes are registered by the
// route tier under the Sportsbook API prefix.
import fp from 'fastify-plugin'
import { createImageService, type ImageService, type ImageServiceOptions } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService
  }
}

export default fp<ImageServiceOptions>(
  async (app, opts) => {
    app.decorate('images', createImageService(opts))
  },
  { name: 'images' },
)
