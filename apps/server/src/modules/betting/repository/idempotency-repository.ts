// SQL of `idempotency_keys`: the first answer per player and key.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export async function selectIdempotencyRecord(db: Executor, userId: number, key: string) {
  const { rows } = await db.execute<{ status_code: number; response: unknown; request_hash: string }>(sql`
    select status_code, response, request_hash from idempotency_keys where user_id = ${userId} and key = ${key}`)
  return rows[0]
}

/** Inserts the record; with `ignoreConflict` a concurrent twin's record wins silently. */
export async function insertIdempotencyRecord(
  db: Executor,
  r: { userId: number; key: string; hash: string; status: number; body: unknown; now: Date },
  ignoreConflict: boolean,
): Promise<void> {
  const conflict = ignoreConflict ? sql` on conflict do nothing` : sql``
  await db.execute(sql`
    insert into idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
    values (${r.userId}, ${r.key}, ${r.hash}, ${r.status}, ${JSON.stringify(r.body)}::jsonb, ${r.now})${conflict}`)
}
