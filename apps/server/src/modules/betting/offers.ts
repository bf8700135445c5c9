// Pushes bet_cashout_changed when the offer of an open bet moves with the odds of its matches, and
// remembers the last offer pushed so unchanged offers cost nothing on the channel.
import { offerFor, selectionKeys } from './cashout-offer.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { betsById, openBetIdsOnMatches, updateCashoutOffers } from './repository/bets-repository.ts'
import { selectLanguages } from './repository/player-repository.ts'
import type { SettlementDeps } from './settlement.ts'

/** Most open bets re-priced per call: one feed tick must stay short however many bets are open. */
export const OFFERS_BATCH = 2000

/** Re-prices the open bets on these matches; returns how many offers changed. */
export async function refreshOffers(deps: SettlementDeps, matchIds: readonly number[]): Promise<number> {
  if (matchIds.length === 0) return 0
  const bets = await betsById(deps.db, await openBetIdsOnMatches(deps.db, matchIds, OFFERS_BATCH))
  const snapshot = await loadSnapshot(deps.db, selectionKeys(bets))
  const changed = bets
    .map((row) => ({ row, offer: offerFor(row, snapshot) }))
    .filter(
      ({ row, offer }) =>
        (offer?.amount ?? null) !== (row.cashout_offer === null ? null : Number(row.cashout_offer)),
    )
  if (changed.length === 0) return 0
  const users = await selectLanguages(deps.db, [...new Set(changed.map((c) => c.row.user_id))])
  const language = new Map(users.map((u) => [u.id, u.language]))
  await updateCashoutOffers(
    deps.db,
    changed.map((c) => ({ id: c.row.id, offer: c.offer?.amount ?? null })),
  )
  for (const { row, offer } of changed) {
    deps.bets.cashoutChanged(row.user_id, language.get(row.user_id) ?? 'en', row.id, offer)
  }
  return changed.length
}
