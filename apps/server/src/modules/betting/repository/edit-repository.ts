// SQL of edit bet (ADR 030): the chain row written in the edit's unit, and the links a bet row reads.
import { sql } from 'drizzle-orm'
import type { Tx } from '../../../db/client.ts'

/** The links of bet `b`: the bet it was edited from and the one it was edited into (null when none). */
export const EDIT_LINKS_OF_B = sql`(select e.old_bet_id::text from bet_edits e where e.new_bet_id = b.id) as edited_from,
    (select e.new_bet_id::text from bet_edits e where e.old_bet_id = b.id) as edited_into`

export interface EditRow {
  oldBetId: string
  newBetId: string
  userId: number
  cashout: number
  delta: number
  currency: string
  now: Date
}

/** Records the edit; a second edit of the same bet fails on the unique old bet (the unit rolls back). */
export async function insertBetEdit(tx: Tx, e: EditRow): Promise<void> {
  await tx.execute(sql`insert into bet_edits (old_bet_id, new_bet_id, user_id, cashout, delta, currency, created_at)
    values (${e.oldBetId}, ${e.newBetId}, ${e.userId}, ${e.cashout}, ${e.delta}, ${e.currency}, ${e.now})`)
}
