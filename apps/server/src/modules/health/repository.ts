// The statements health needs: does the database answer at all, and which migrations it has applied.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

/**
 * The newest applied migration's timestamp (drizzle's journal `when`), or null when none is (or the
 * migrations table does not exist yet).
 */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const { rows } = await db.$client.query<{ last: string | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then null
       else (select max(created_at)::text from drizzle.__drizzle_migrations) end as last`,
  )
  const last = rows[0]?.last
  return last === null || last === undefined ? null : Number(last)
}
