// Named prepared statements for the two statements of every bet. PostgreSQL then parses and plans
// each once per connection instead of once per bet. Drizzle's `execute` cannot name a statement, so
// this reaches the node-postgres client under the database or transaction object.
import type { SQL } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Executor } from '../wallet/wallet.ts'

type Internals = {
  dialect?: PgDialect
  $client?: pg.Pool
  session?: { client?: pg.PoolClient; dialect?: PgDialect }
}

/**
 * Runs `statement` as the prepared statement `name`. Its text must be the same on every call (values
 * travel as parameters, lists as arrays); a different text under the same name is an error in
 * PostgreSQL, so names carry a version. Falls back to `execute` if drizzle's internals change.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Executor,
  name: string,
  statement: SQL,
): Promise<T[]> {
  const x = db as unknown as Internals
  const client = x.$client ?? x.session?.client
  const dialect = x.dialect ?? x.session?.dialect
  if (!client || !dialect) return (await db.execute<T>(statement)).rows as T[]
  const query = dialect.sqlToQuery(statement)
  return (await client.query<T>({ name, text: query.sql, values: query.params })).rows
}
