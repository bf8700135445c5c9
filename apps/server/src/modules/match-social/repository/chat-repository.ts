// Every SQL statement of the built-in chat room.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export type ChatRow = {
  id: number
  match_id: number
  user_id: number
  nickname: string | null
  text: string
  created_at: Date
}

export async function matchExists(db: Executor, matchId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from matches where id = ${matchId}`)
  return rows.length > 0
}

/** The newest `limit` messages of a room, oldest first. */
export async function selectMessages(db: Executor, matchId: number, limit: number): Promise<ChatRow[]> {
  const { rows } = await db.execute<ChatRow>(sql`
    select * from (
      select c.id::int as id, c.match_id, c.user_id, u.nickname, c.text, c.created_at
      from chat_messages c join users u on u.id = c.user_id
      where c.match_id = ${matchId} order by c.id desc limit ${limit}
    ) newest order by id`)
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }))
}

/**
 * Stores a message unless the player already posted `max` since `since`: one statement per player at
 * a time (a transaction-scoped advisory lock), so two quick posts cannot both slip under the limit.
 * Returns the row, or the time the oldest counted message leaves the window.
 */
export async function insertMessageWithin(
  db: Executor,
  m: { matchId: number; userId: number; text: string; now: Date; since: Date; max: number },
): Promise<{ row: ChatRow } | { limitedUntil: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat'), ${m.userId})`)
    const { rows: recent } = await tx.execute<{ n: number; oldest: Date | null }>(sql`
      select count(*)::int as n, min(created_at) as oldest from chat_messages
      where user_id = ${m.userId} and created_at > ${m.since}`)
    const r = recent[0]
    if (r && r.n >= m.max && r.oldest) return { limitedUntil: new Date(r.oldest) }
    const { rows } = await tx.execute<ChatRow>(sql`
      with ins as (
        insert into chat_messages (match_id, user_id, text, created_at)
        values (${m.matchId}, ${m.userId}, ${m.text}, ${m.now}) returning *)
      select ins.id::int as id, ins.match_id, ins.user_id, u.nickname, ins.text, ins.created_at
      from ins join users u on u.id = ins.user_id`)
    const row = rows[0]!
    return { row: { ...row, created_at: new Date(row.created_at) } }
  })
}
