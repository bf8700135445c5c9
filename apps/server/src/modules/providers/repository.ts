// Every SQL statement of providers: the `providers` table (a provider with no row was never switched off).
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export async function selectProviderStatuses(db: Executor): Promise<{ key: string; active: boolean }[]> {
  const { rows } = await db.execute<{ key: string; active: boolean }>(
    sql`select key, active from providers order by key`,
  )
  return rows
}

/** Sets one provider's status in one statement; true when it changed (or the row is new). */
export async function upsertProviderStatus(db: Executor, key: string, active: boolean): Promise<boolean> {
  const { rows } = await db.execute<{ key: string }>(sql`
    insert into providers (key, active) values (${key}, ${active})
    on conflict (key) do update set active = excluded.active
    where providers.active is distinct from excluded.active
    returning key`)
  return rows.length > 0
}
