// SQL about the player that betting reads and writes: placement facts, languages, `player_settings`.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { MUNICIPALITY_COUNTRY } from '../../accounts/index.ts'

/** SQL over `users u`: a player of MUNICIPALITY_COUNTRY whose municipality is missing or unknown. */
export const municipalityMissingSql = sql`(u.country = ${MUNICIPALITY_COUNTRY} and not exists
  (select 1 from municipalities mu where mu.code = u.municipality_code))`

export async function selectPlayerFacts(db: Executor, userId: number) {
  const { rows } = await db.execute<{
    statuses: string[]
    policy: string | null
    municipality_missing: boolean
  }>(sql`
    select u.statuses, ps.auto_accept_odds_change as policy, ${municipalityMissingSql} as municipality_missing
    from users u left join player_settings ps on ps.user_id = u.id where u.id = ${userId}`)
  return rows[0]
}

export async function selectLanguage(db: Executor, userId: number): Promise<string | undefined> {
  const { rows } = await db.execute<{ language: string }>(
    sql`select language from users where id = ${userId}`,
  )
  return rows[0]?.language
}

export async function selectLanguages(db: Executor, userIds: readonly number[]) {
  const { rows } = await db.execute<{ id: number; language: string }>(sql`
    select id, language from users where id = any(${sql.param(userIds)}::int[])`)
  return rows
}

export type StoredSettings = {
  stakes: number[] | null
  auto_accept_odds_change: string | null
  odds_type: string | null
  video_enabled: boolean | null
  one_signal_subscription: string | null
}

export async function selectStoredSettings(
  db: Executor,
  userId: number,
): Promise<StoredSettings | undefined> {
  const { rows } =
    await db.execute<StoredSettings>(sql`select stakes, auto_accept_odds_change, odds_type, video_enabled,
    one_signal_subscription from player_settings where user_id = ${userId}`)
  return rows[0]
}

export async function selectProviders(db: Executor) {
  return (await db.execute<{ key: string; active: boolean }>(sql`select key, active from providers`)).rows
}

/**
 * Saves the given fields (null keeps the stored value); the push subscription is replaced only when
 * `push.set` (its null ends the subscription).
 */
export async function upsertSettings(
  db: Executor,
  userId: number,
  s: {
    stakes: string | null
    policy: string | null
    oddsType: string | null
    video: boolean | null
    push: { set: boolean; subscription: string | null }
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into player_settings (user_id, stakes, auto_accept_odds_change, odds_type, video_enabled,
      one_signal_subscription, updated_at)
    values (${userId}, ${s.stakes}::jsonb, ${s.policy}, ${s.oddsType}, ${s.video}, ${s.push.subscription}, ${now})
    on conflict (user_id) do update set
      stakes = coalesce(excluded.stakes, player_settings.stakes),
      auto_accept_odds_change = coalesce(excluded.auto_accept_odds_change, player_settings.auto_accept_odds_change),
      odds_type = coalesce(excluded.odds_type, player_settings.odds_type),
      video_enabled = coalesce(excluded.video_enabled, player_settings.video_enabled),
      one_signal_subscription = case when ${s.push.set} then excluded.one_signal_subscription
        else player_settings.one_signal_subscription end,
      updated_at = excluded.updated_at`)
}
