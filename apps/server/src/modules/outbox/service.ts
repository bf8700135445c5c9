// The outbox as the dev routes read it (`app.outbox`): what the API has sent, newest first.
import type { Executor } from '../../db/client.ts'
import { listOutbox } from './sender.ts'

export function createOutboxService(db: Executor) {
  return {
    /** Newest first, at most `limit` (200 by default). */
    list: (limit?: number) => listOutbox(db, limit),
  }
}

export type OutboxService = ReturnType<typeof createOutboxService>
