// Every SQL statement of the outbox table.
import { desc } from 'drizzle-orm'
import { outbox } from '../../db/schema/index.ts'
import type { Executor } from '../../db/client.ts'

export async function insertOutboxMessage(db: Executor, row: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(row)
}

/** Newest first. */
export async function selectOutbox(db: Executor, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
}
