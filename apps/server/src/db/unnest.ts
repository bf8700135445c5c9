// Batches of rows as one parameter per column: `unnest($1::int[], $2::text[], …) as x(a, b, …)`.
// drizzle's multi-row `.values(rows)` binds and maps every cell (thousands of parameters for a
// settlement batch, most of the batch's CPU); arrays cost one parameter per column however many rows.
import { sql, type SQL } from 'drizzle-orm'

/** A column of the batch: its name in `x`, its PostgreSQL element type, and its value in a row. */
export type BatchColumn<R> = readonly [name: string, type: string, value: (row: R) => unknown]

/** `unnest(…) as x(…)` over `rows`, for `insert … select … from` or `update … from`. */
export function unnestRows<R>(rows: readonly R[], columns: readonly BatchColumn<R>[]): SQL {
  const arrays = columns.map(([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`)
  return sql`unnest(${sql.join(arrays, sql`, `)}) as x(${sql.raw(columns.map(([name]) => name).join(', '))})`
}
