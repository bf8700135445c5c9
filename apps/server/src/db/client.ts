import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import * as schema from './schema.ts'

/** The database, and under it (`$client`) the pool, for what drizzle cannot do (LISTEN, named statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }
export { schema }

/** A drizzle transaction: `db.transaction(async (tx) => …)`. Locks only mean something inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Reads may run on the pool or in a transaction. */
export type Executor = Db | Tx

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max })
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema })
}

/** Applies pending drizzle-kit migrations; safe to call on every start. */
export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
}
