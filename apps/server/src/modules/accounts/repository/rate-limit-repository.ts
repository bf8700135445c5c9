// SQL of `rate_limit_windows`: one statement counts a hit (a window past its end starts again at 1),
// so concurrent hits from any API process each count.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

/** Counts a hit on `key` at `at` in a window of `windowMs`; returns the window's start and count after it. */
export async function countHit(
  db: Executor,
  key: string,
  at: Date,
  windowMs: number,
): Promise<{ startedAt: Date; count: number }> {
  const ends = new Date(at.getTime() + windowMs)
  const { rows } = await db.execute<{ started_at: string | Date; count: number }>(sql`
    insert into rate_limit_windows as w (key, started_at, count, expires_at)
    values (${key}, ${at}, 1, ${ends})
    on conflict (key) do update set
      started_at = case when w.expires_at <= ${at} then excluded.started_at else w.started_at end,
      count = case when w.expires_at <= ${at} then 1 else w.count + 1 end,
      expires_at = case when w.expires_at <= ${at} then excluded.expires_at else w.expires_at end
    returning started_at, count`)
  const row = rows[0]!
  return { startedAt: new Date(row.started_at), count: row.count }
}

/** Deletes windows that ended before `at`. */
export async function deleteEndedWindows(db: Executor, at: Date): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where expires_at < ${at}`)
}
