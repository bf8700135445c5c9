// What other modules call inside their own transaction: the row is written with the event, and its
// push (`notification`, then `unread_counters_changed`) goes out only once that transaction commits.
import { Notification, type NotificationKind } from '@sportsbook/contract'
import type { Tx } from '../../db/client.ts'
import { insertNotifications } from './repository.ts'

type Of<K extends NotificationKind> = Extract<Notification, { type: K }>

/** One notification: its kind, the payload of that kind, and the object it is about. */
export type NotifyInput = {
  [K in NotificationKind]: {
    playerId: number
    kind: K
    payload: Of<K>['payload']
    /** Id of the bet, payment, bonus, limit or jackpot hit it is about. */
    objectId?: string | null
    /** When it happened (the caller's clock); now when absent. */
    at?: Date
  }
}[NotificationKind]

const OBJECT_TYPE = {
  bet_settled: 'bet',
  cashout_done: 'bet',
  cashout_alert: 'bet',
  leg_paid_early: 'bet',
  deposit_credited: 'payment',
  bonus_issued: 'bonus',
  limit_reached: 'limit',
  jackpot_hit: 'jackpot_hit',
} as const satisfies { [K in NotificationKind]: Of<K>['object_type'] }

/**
 * Writes a notification in `tx` and queues its realtime push for after the commit (a rolled-back
 * event tells no one). Throws if the payload does not match its kind: a bug of the caller.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<number> {
  const [id] = await notifyAll(tx, [input])
  return id!
}

/** `notify` for many at once (a settlement batch): one statement writes them and queues their pushes. */
export async function notifyAll(tx: Tx, inputs: readonly NotifyInput[]): Promise<number[]> {
  if (inputs.length === 0) return []
  const rows = inputs.map((input) => {
    const now = input.at ?? new Date()
    const objectType = OBJECT_TYPE[input.kind]
    const probe = {
      id: 1,
      type: input.kind,
      object_type: objectType,
      object_id: input.objectId ?? null,
      payload: input.payload,
      title: '',
      body: '',
      caption: null,
      read: false,
      created_at: now.toISOString(),
    }
    const { payload } = Notification.parse(probe)
    return {
      userId: input.playerId,
      kind: input.kind,
      objectType,
      objectId: input.objectId ?? null,
      payload,
      createdAt: now,
    }
  })
  return insertNotifications(tx, rows)
}
