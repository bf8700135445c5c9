// What placement needs to know about the player beyond the session: PVE status and odds policy.
import { sql } from 'drizzle-orm'
import type { AcceptedOddsPolicy } from '@sportsbook/domain'
import type { Executor } from '../wallet/wallet.ts'
import { DEFAULT_ACCEPT_ODDS } from './constants.ts'
import type { PlayerFacts } from './validate-bets.ts'

/** The user status that marks a player-versus-environment account, which may not bet (spec §5). */
export const PVE_STATUS = 'pve'

/** The player's facts from their statuses and stored policy. */
export const playerFacts = (statuses: readonly string[], policy: string | null): PlayerFacts => ({
  isPve: statuses.includes(PVE_STATUS),
  policy: (policy as AcceptedOddsPolicy | null) ?? DEFAULT_ACCEPT_ODDS,
})

export async function loadPlayerFacts(db: Executor, userId: number): Promise<PlayerFacts> {
  const { rows } = await db.execute<{ statuses: string[]; policy: string | null }>(sql`
    select u.statuses, ps.auto_accept_odds_change as policy
    from users u left join player_settings ps on ps.user_id = u.id where u.id = ${userId}`)
  return playerFacts(rows[0]?.statuses ?? [], rows[0]?.policy ?? null)
}
