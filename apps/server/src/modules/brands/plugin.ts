import type { FastifyInstance } from 'fastify'
import { createBrandsService } from './service.ts'
import brandRoutes from './routes.ts'

/** Brands are read once at start-up (cached for the life of the process) and served at <prefix>/brand. */
export default async function brands(
  app: FastifyInstance,
  opts: { dir: string; defaultId: string },
): Promise<void> {
  const registry = createBrandsService(opts)
  await app.register(brandRoutes, { registry })
}
