// Development only (DEV_TOOLS): decides a player's open bet now, as if the provider had resulted its
// markets, and settles it through the real settlement (ledger, comp points, notification, pushes).
// The e2e journeys use it instead of waiting minutes for a simulated match to end.
import type { SessionPlayer } from '../accounts/index.ts'
import { notFound } from '../../lib/api-error.ts'
import { decideBetSelections } from './repository/dev-repository.ts'
import { settleMatches, type SettlementDeps } from './settlement.ts'

export async function settleBetNow(
  deps: SettlementDeps,
  player: SessionPlayer,
  betId: string,
  result: 'win' | 'lose',
): Promise<{ settled: number }> {
  const matchIds = await decideBetSelections(deps.db, player.id, betId, result)
  if (matchIds.length === 0) throw notFound(`Open bet ${betId}`)
  return { settled: await settleMatches(deps, matchIds) }
}
