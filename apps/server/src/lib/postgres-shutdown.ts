// PostgreSQL shutting down (an operator's restart, or Ctrl-C in a terminal, which signals an embedded
// PostgreSQL along with the API) closes every connection with 57P01 admin_shutdown ("terminating
// connection due to administrator command"); the sockets then close ("Connection terminated…").

/** Whether `err` is PostgreSQL going away on purpose rather than a fault of this process. */
export function postgresShuttingDown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null | undefined
  return e?.code === '57P01' || /^Connection terminated/.test(String(e?.message))
}

/**
 * Whether `err`, or an error it wraps (drizzle's DrizzleQueryError has the driver's as `cause`), is the
 * connection to PostgreSQL going away: a shutdown, or a statement sent on a socket it already closed.
 */
export function postgresConnectionLost(err: unknown): boolean {
  for (
    let e = err as { cause?: unknown; message?: unknown } | null | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (postgresShuttingDown(e) || /not queryable|EPIPE|ECONNRESET/.test(String(e.message))) return true
    e = e.cause as typeof e
  }
  return false
}
