import { sql, type SQL } from 'drizzle-orm'

/** `where a and b ...`, or nothing when there are no conditions. */
export function whereAll(conds: SQL[]): SQL {
  return conds.length === 0 ? sql`` : sql`where ${sql.join(conds, sql` and `)}`
}

/** `(v1, v2, ...)` as bound parameters, for `x in ${inList(values)}`. Callers ensure values is non-empty. */
export function inList(values: readonly (number | string)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
