// SQL of `share_codes`.
import { sql } from 'drizzle-orm'
import type { ShareCodeRequest } from '@sportsbook/contract'
import type { Executor } from '../../../db/client.ts'

/** Fails with a unique violation when the code is taken. */
export async function insertShareCode(
  db: Executor,
  code: string,
  bets: ShareCodeRequest['bets'],
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.execute(sql`insert into share_codes (code, bets, user_id, created_at)
    values (${code}, ${JSON.stringify(bets)}::jsonb, ${userId}, ${now})`)
}

export async function selectSharedBets(db: Executor, code: string) {
  const { rows } = await db.execute<{ bets: ShareCodeRequest['bets'] }>(
    sql`select bets from share_codes where code = ${code}`,
  )
  return rows[0]
}
