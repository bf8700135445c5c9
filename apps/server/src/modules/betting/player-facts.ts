// What placement needs to know about the player beyond the session: PVE status, odds policy, and for
// a Brazilian player whether their municipality is registered.
import type { AcceptedOddsPolicy } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { DEFAULT_ACCEPT_ODDS } from './constants.ts'
import { selectPlayerFacts } from './repository/player-repository.ts'

export interface PlayerFacts {
  policy: AcceptedOddsPolicy
  isPve: boolean
  /** A Brazilian player without a known municipality (IBGE code) may not bet: code 118. */
  municipalityMissing: boolean
}

/** The user status that marks a player-versus-environment account, which may not bet (spec §5). */
export const PVE_STATUS = 'pve'

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
  const row = await selectPlayerFacts(db, userId)
  return playerFacts(row?.statuses ?? [], row?.policy ?? null, row?.municipality_missing ?? false)
}
