// Email and SMS leave through a Sender. The default one writes to the outbox table, where a real
// provider's worker would pick them up; in development /api/dev/outbox shows them to a person.
import type { Executor } from '../../db/client.ts'
import type { OutboxChannel } from '../../db/schema/index.ts'
import { insertOutboxMessage, selectOutbox } from './repository.ts'

export interface OutgoingMessage {
  channel: OutboxChannel
  /** Email address or E.164 phone number. */
  to: string
  subject: string
  body: string
  /** Links the body contains (confirmation, reset, unlock), kept apart for the dev page and tests. */
  links?: string[]
}

export interface Sender {
  /** Sends within the caller's transaction when given one, so a rolled-back sign-up sends nothing. */
  send(db: Executor, message: OutgoingMessage, now: Date): Promise<void>
}

export const outboxSender: Sender = {
  async send(db, m, now) {
    await insertOutboxMessage(db, {
      channel: m.channel,
      recipient: m.to,
      subject: m.subject,
      body: m.body,
      links: m.links ?? [],
      createdAt: now,
    })
  },
}

/** Newest first, for the development page. */
export async function listOutbox(db: Executor, limit = 200) {
  return selectOutbox(db, limit)
}
