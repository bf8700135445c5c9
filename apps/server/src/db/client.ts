import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import * as schema from './schema/index.ts'

/** The database, and under it (`$client`) the pool, for what drizzle cannot do (LISTEN, named statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }
export { schema }

/** A drizzle transaction: `db.transaction(async (tx) => …)`. Locks only mean something inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Reads may run on the pool or in a transaction. */
export type Executor = Db | Tx

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * The pool reports errors of idle clients (`pool.on('error')`); a client that is checked out (a
 * transaction between two statements, a LISTEN connection) has no listener of its own, and
 * PostgreSQL closing its connection (a restart, a shutdown: 57P01) would crash the process with an
 * unhandled 'error' event. Its owner learns of it anyway: the statement under way, or the next one,
 * fails, and the pool drops the client when it comes back.
 */
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max })
  pool.on('connect', (client) => client.on('error', () => undefined))
  return pool
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema })
}

/**
 * The PostgreSQL advisory lock migrations are applied under (docs/constants.md): processes that start
 * together on one database (deploy/: two api replicas and the feed) apply them one after another, and
 * the later ones find nothing left to do, instead of racing to create the same tables.
 */
export const MIGRATION_LOCK_KEY = 3_200_032

/** Applies pending drizzle-kit migrations; safe to call on every start, from several processes at once. */
export async function migrateDb(db: Db): Promise<void> {
  // A connection of its own, beside the pool: a pool of one (the tests' template) must stay free for migrate.
  const lock = new pg.Client(db.$client.options)
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await lock.end() // ending the session releases the lock
  }
}
