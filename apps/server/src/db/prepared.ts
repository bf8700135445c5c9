// Named prepared statements for the statements of every bet. PostgreSQL then parses and plans each
// once per connection instead of once per bet. Drizzle's `execute` cannot name a statement, so this
// reaches the node-postgres client under the database or transaction object.
import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Executor } from './client.ts'

type Internals = {
  dialect?: PgDialect
  $client?: pg.Pool
  session?: { client?: pg.PoolClient; dialect?: PgDialect }
}

/** The text of each named statement, built once: drizzle's full build is ~10 % of a bet's API CPU. */
const texts = new Map<string, string>()

/**
 * The parameters of `statement` in the order drizzle's build numbers them, without building the text;
 * null when the statement holds anything but text, nested SQL, parameters and plain values (tables,
 * columns, placeholders…), which only the full build handles.
 */
export function collectParams(statement: SQL, out: unknown[] = []): unknown[] | null {
  // sql.inlineParams() statements put values in the text: only the full build renders them.
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return null
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk === undefined || chunk instanceof StringChunk) continue
    if (chunk instanceof SQL) {
      if (collectParams(chunk, out) === null) return null
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return null
      const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value)
      if (mapped instanceof SQL) {
        if (collectParams(mapped, out) === null) return null
      } else out.push(mapped)
    } else if (Array.isArray(chunk)) {
      if (collectParams(new SQL(chunk), out) === null) return null
    } else if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
      out.push(chunk)
    } else return null
  }
  return out
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
  const text = texts.get(name)
  const params = text === undefined ? null : collectParams(statement)
  if (text !== undefined && params !== null)
    return (await client.query<T>({ name, text, values: params })).rows
  const query = dialect.sqlToQuery(statement)
  texts.set(name, query.sql)
  return (await client.query<T>({ name, text: query.sql, values: query.params })).rows
}
