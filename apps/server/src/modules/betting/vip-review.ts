// Spec §4 VIP bets: a trader holds a bet for review (status submitted), then accepts it back into play
// or rejects it (status rejected, the stake returned; the web removes a rejected VIP bet, spec §4). The
// reference backend has no trading desk: the scenario simulator plays the trader (`vip_review`,
// `vip_decide` steps, docs/scenarios.md). Every change is pushed as bet_changed on the private channel.
import { currencyOf, money } from '@sportsbook/domain'
import type { BalanceChange } from '../wallet/index.ts'
import { recordBetEvents } from './bet-history.ts'
import { offerFor } from './cashout-offer.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { presentBet } from './presenters.ts'
import { betsById } from './repository/bets-repository.ts'
import { decideReview, holdForReview, type ReviewedRow } from './repository/vip-repository.ts'
import { selectLanguages } from './repository/player-repository.ts'
import type { SettlementDeps } from './settlement.ts'

/** How far back a review reaches: the bets placed on the match in this time (docs/constants.md). */
export const VIP_REVIEW_WINDOW_MS = 10 * 60_000

export type VipStep = 'review' | 'accepted' | 'rejected'

/** Runs one step on the match's bets; answers how many bets it changed. */
export async function vipReview(deps: SettlementDeps, matchId: number, step: VipStep): Promise<number> {
  const now = deps.now()
  const balances: { userId: number; change: BalanceChange }[] = []
  const rows = await deps.db.transaction(async (tx) => {
    const changed =
      step === 'review'
        ? await holdForReview(tx, matchId, new Date(now.getTime() - VIP_REVIEW_WINDOW_MS))
        : await decideReview(tx, matchId, step, now)
    await recordBetEvents(
      tx,
      changed.map((r) => event(r, step, now)),
    )
    if (step === 'rejected')
      for (const r of changed) {
        const amount = money(Number(r.stake), currencyOf(r.currency))
        const ref = `bet:${r.id}:vip_rejected`
        balances.push({
          userId: r.user_id,
          change: await deps.wallet.credit(tx, { userId: r.user_id, amount, kind: 'bet_refund', ref }),
        })
      }
    return changed
  })
  await publish(deps, rows, balances)
  return rows.length
}

const event = (r: ReviewedRow, step: VipStep, at: Date) => ({
  betId: r.id,
  at,
  event:
    step === 'review'
      ? ('vip_review' as const)
      : step === 'accepted'
        ? ('vip_accepted' as const)
        : ('vip_rejected' as const),
  fromStatus: step === 'review' ? ('waiting_results' as const) : ('submitted' as const),
  toStatus:
    step === 'review'
      ? ('submitted' as const)
      : step === 'accepted'
        ? ('waiting_results' as const)
        : ('rejected' as const),
  result: step === 'rejected' ? ('canceled' as const) : ('no_results' as const),
  amount: step === 'rejected' ? Number(r.stake) : 0,
  stake: Number(r.stake),
  currency: r.currency,
  actor: 'trader' as const,
})

async function publish(
  deps: SettlementDeps,
  rows: readonly ReviewedRow[],
  balances: readonly { userId: number; change: BalanceChange }[],
) {
  if (rows.length === 0) return
  const found = await selectLanguages(deps.db, [...new Set(rows.map((r) => r.user_id))])
  const languages = new Map(found.map((u) => [u.id, u.language]))
  for (const row of await betsById(
    deps.db,
    rows.map((r) => r.id),
  )) {
    const bet = presentBet(row, offerFor(row, await loadSnapshot(deps.db, row.selections)))
    deps.bets.betChanged(row.user_id, languages.get(row.user_id) ?? 'en', bet)
  }
  for (const { userId, change } of balances)
    void deps.publishBalance(userId, languages.get(userId) ?? 'en', change.balance)
}
