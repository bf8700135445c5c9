// Liveness plus dependencies: degraded when the database does not answer within DB_PING_TIMEOUT_MS.
import type { FastifyInstance } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import type { Health, Readiness } from '@sportsbook/contract'
import { MIGRATIONS_DIR } from '../../db/client.ts'
import { lastAppliedMigration, pingDatabase } from './repository.ts'

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

/** The newest migration this build carries (drizzle-kit's journal), read once. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((e) => e.when))
}

async function migrationsState(app: FastifyInstance, newest: number): Promise<Readiness['migrations']> {
  try {
    const last = await lastAppliedMigration(app.db)
    return last !== null && last >= newest ? 'applied' : 'pending'
  } catch (err) {
    app.log.warn({ err }, 'migrations check failed')
    return 'unknown'
  }
}

/** Each role this process runs by name; a feed that started and then stopped is `stopped`. */
function roleStates(app: FastifyInstance, feed: Readiness['feed']): NonNullable<Readiness['roles']> {
  const roles: NonNullable<Readiness['roles']> = app.roles.states()
  if (roles.feed === 'started' && feed === 'stopped') roles.feed = 'stopped'
  return roles
}

async function checkReady(app: FastifyInstance, newest: number): Promise<Readiness> {
  const up = await databaseUp(app)
  const migrations = up ? await migrationsState(app, newest) : 'unknown'
  const feed = app.feed ? (app.feed.running ? 'running' : 'stopped') : 'off'
  const roles = roleStates(app, feed)
  return {
    ready:
      up &&
      migrations === 'applied' &&
      feed !== 'stopped' &&
      Object.values(roles).every((s) => s === 'started'),
    database: up ? 'up' : 'down',
    migrations,
    feed,
    roles,
  }
}

/** The health service of an app: liveness (database, feed) and readiness (also migrations applied). */
export function createHealthService(app: FastifyInstance) {
  const newest = newestMigration()
  return { check: () => checkHealth(app), ready: () => checkReady(app, newest) }
}
