// Liveness plus dependencies: 503 when the database does not answer, so a proxy can route away.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Health } from '@sportsbook/contract'

/** A ping slower than this counts as down: health must answer fast even when the database hangs. */
export const DB_PING_TIMEOUT_MS = 2000

async function pingDb(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), DB_PING_TIMEOUT_MS)),
  )
  try {
    return await Promise.race([app.db.execute(sql`select 1`).then(() => true), timeout])
  } catch (err) {
    app.log.warn({ err }, 'database ping failed')
    return false
  } finally {
    clearTimeout(timer)
  }
}

const health: FastifyPluginAsyncZod = async (app) => {
  const handler = async (_req: unknown, reply: { code(n: number): unknown }): Promise<Health> => {
    const up = await pingDb(app)
    if (!up) reply.code(503)
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      feed: app.feed?.running ? 'running' : 'stopped',
      uptime_s: Math.round(process.uptime()),
    }
  }
  const schema = { tags: ['health'], summary: 'Service health', response: { 200: Health, 503: Health } }
  app.get('/health', { schema }, handler)
  app.get('/api/sportsbook/health', { schema }, handler)
}

export default health
