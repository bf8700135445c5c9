// The NOTIFY / LISTEN statements of session invalidation (session-invalidation.ts owns the connection).
import type pg from 'pg'

/** Announces on `channel` with the payload, on any pooled connection. */
export async function notify(pool: pg.Pool, channel: string, payload: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [channel, payload])
}

/** `channel` is a constant identifier of ours (LISTEN takes no parameter). */
export async function listen(client: pg.PoolClient, channel: string): Promise<void> {
  await client.query(`LISTEN ${channel}`)
}

export async function unlisten(client: pg.PoolClient, channel: string): Promise<void> {
  await client.query(`UNLISTEN ${channel}`)
}
