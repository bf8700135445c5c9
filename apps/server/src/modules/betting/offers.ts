// Pushes bet_cashout_changed when the offer of an open bet moves with the odds of its matches, and
// remembers the last offer pushed so unchanged offers cost nothing on the channel. Then fires the auto
// cash-out and alert rules the new offers reached (auto-cashout.ts, ADR 029).
import { dueRules, fireDueRules, type RuleDeps } from './auto-cashout.ts'
import { offerFor, selectionKeys } from './cashout-offer.ts'
import { loadSnapshot } from './market-snapshot.ts'
import type { Money } from '@sportsbook/domain'
import {
  betsById,
  openBetIdsOnMatches,
  updateCashoutOffers,
  type BetRow,
} from './repository/bets-repository.ts'
import { selectLanguages } from './repository/player-repository.ts'
import type { SettlementDeps } from './settlement.ts'

/** Most open bets re-priced per call: one feed tick must stay short however many bets are open. */
export const OFFERS_BATCH = 2000

/**
 * Re-prices the open bets on these matches, pushes the offers that changed, then fires the rules they
 * reached (the bets with a live leg after the live bet delay); returns how many offers changed.
 */
export async function refreshOffers(deps: RuleDeps, matchIds: readonly number[]): Promise<number> {
  if (matchIds.length === 0) return 0
  const bets = await betsById(deps.db, await openBetIdsOnMatches(deps.db, matchIds, OFFERS_BATCH))
  const snapshot = await loadSnapshot(deps.db, selectionKeys(bets))
  const priced = bets.map((row) => ({ row, offer: offerFor(row, snapshot) }))
  const changed = await pushChanged(deps, priced)
  await fireDueRules(deps, await dueRules(deps, priced))
  return changed
}

/** Stores and pushes the offers that moved since the last push; returns how many. */
async function pushChanged(
  deps: SettlementDeps,
  priced: readonly { row: BetRow; offer: Money | undefined }[],
): Promise<number> {
  const changed = priced.filter(
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
