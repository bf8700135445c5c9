// Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): the first answer to a key is
// stored per player with a hash of the body; a retry gets that answer back, another body a 409.
import { createHash } from 'node:crypto'
import { ApiError } from '../../lib/api-error.ts'
import type { Executor } from '../../db/client.ts'
import { insertIdempotencyRecord, selectIdempotencyRecord } from './repository/idempotency-repository.ts'

export interface StoredAnswer {
  status: number
  body: unknown
}

/** Visible ASCII only, as the draft allows; anything else is refused before any work. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

/** The stored answer for the key, or null; throws idempotency_key_reused when the body differs. */
export async function findAnswer(
  db: Executor,
  userId: number,
  key: string,
  hash: string,
): Promise<StoredAnswer | null> {
  const row = await selectIdempotencyRecord(db, userId, key)
  if (!row) return null
  if (row.request_hash !== hash) {
    throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with another request body')
  }
  return { status: row.status_code, body: row.response }
}

/**
 * Stores the answer. Inside the placing transaction a concurrent twin that committed first makes
 * this fail with a unique violation, which rolls the second placement back.
 */
export async function storeAnswer(
  db: Executor,
  userId: number,
  key: string,
  hash: string,
  answer: StoredAnswer,
  now: Date,
  onConflict: 'fail' | 'ignore',
): Promise<void> {
  await insertIdempotencyRecord(
    db,
    { userId, key, hash, status: answer.status, body: answer.body, now },
    onConflict === 'ignore',
  )
}

/** Whether an error is PostgreSQL's unique violation (23505), directly or as drizzle's cause. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } }
  return e.code === '23505' || e.cause?.code === '23505'
}
