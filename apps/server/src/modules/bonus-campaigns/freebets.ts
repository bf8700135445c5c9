// A player's freebet as the wire shows it, read by bonuses (lists, activation) and lootboxes (boost).
import type { PlayerFreebet } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { parseWireId } from './constants.ts'
import { presentFreebet } from './presenters.ts'
import { selectPlayerBonus } from './repository/freebets-repository.ts'

/** What the bonus services are bound to: one database and clock. */
export interface BonusDeps {
  db: Db
  now: () => Date
}

/** The player's freebet `f<n>`, else `bonus_not_found`. */
export async function freebetById(deps: BonusDeps, userId: number, id: string): Promise<PlayerFreebet> {
  const parsed = parseWireId(id)
  const row = parsed?.kind === 'freebet' ? await selectPlayerBonus(deps.db, userId, parsed.n) : undefined
  if (!row) throw new ApiError('bonus_not_found', `No freebet ${id}`)
  return presentFreebet(row, deps.now())
}
