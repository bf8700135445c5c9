/**
 * Timestamps as ISO-8601 UTC. Drizzle's node-postgres driver hands timestamptz over as PostgreSQL's
 * text ("2030-06-01 13:00:00+00") rather than a Date, so both are accepted.
 */
export function toIso(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString()
}

export const toIsoOrNull = (v: Date | string | null): string | null => (v === null ? null : toIso(v))
