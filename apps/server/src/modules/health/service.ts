// Liveness plus dependencies: degraded when the database does not answer within DB_PING_TIMEOUT_MS.
import type { FastifyInstance } from 'fastify'
import type { Health } from '@sportsbook/contract'
import { pingDatabase } from './repository.ts'

/** A ping slower than this counts as down: health must answer fast even when the database hangs. */
export const DB_PING_TIMEOUT_MS = 2000

async function databaseUp(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), DB_PING_TIMEOUT_MS)),
  )
  try {
    return await Promise.race([pingDatabase(app.db).then(() => true), timeout])
  } catch (err) {
    app.log.warn({ err }, 'database ping failed')
    return false
  } finally {
    clearTimeout(timer)
  }
}

async function checkHealth(app: FastifyInstance): Promise<Health> {
  const up = await databaseUp(app)
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    feed: app.feed?.running ? 'running' : 'stopped',
    uptime_s: Math.round(process.uptime()),
  }
}

/** The health service of an app: its database, log and feed. */
export function createHealthService(app: FastifyInstance) {
  return { check: () => checkHealth(app) }
}
