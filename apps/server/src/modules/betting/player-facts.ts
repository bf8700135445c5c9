// What placement needs to know about the player beyond the session: PVE status, odds policy, and for
// a Brazilian player whether their municipality is registered.
import { sql } from 'drizzle-orm'
import type { AcceptedOddsPolicy } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { MUNICIPALITY_COUNTRY } from '../accounts/index.ts'
import { DEFAULT_ACCEPT_ODDS } from './constants.ts'

export interface PlayerFacts {
  policy: AcceptedOddsPolicy
  isPve: boolean
  /** A Brazilian player without a known municipality (IBGE code) may not bet: code 118. */
  municipalityMissing: boolean
}

/** The user status that marks a player-versus-environment account, which may not bet (spec §5). */
export const PVE_STATUS = 'pve'

/** SQL over `users u`: a player of MUNICIPALITY_COUNTRY whose municipality is missing or unknown. */
export const municipalityMissingSql = sql`(u.country = ${MUNICIPALITY_COUNTRY} and not exists
  (select 1 from municipalities mu where mu.code = u.municipality_code))`

/** The player's facts from their statuses, stored policy and municipality check. */
export const playerFacts = (
  statuses: readonly string[],
  policy: string | null,
  municipalityMissing = false,
): PlayerFacts => ({
  isPve: statuses.includes(PVE_STATUS),
  policy: (policy as AcceptedOddsPolicy | null) ?? DEFAULT_ACCEPT_ODDS,
  municipalityMissing,
})

export async function loadPlayerFacts(db: Executor, userId: number): Promise<PlayerFacts> {
  const { rows } = await db.execute<{
    statuses: string[]
    policy: string | null
    municipality_missing: boolean
  }>(sql`
    select u.statuses, ps.auto_accept_odds_change as policy, ${municipalityMissingSql} as municipality_missing
    from users u left join player_settings ps on ps.user_id = u.id where u.id = ${userId}`)
  return playerFacts(rows[0]?.statuses ?? [], rows[0]?.policy ?? null, rows[0]?.municipality_missing ?? false)
}
