// Pushes bet_cashout_changed when the offer of an open bet moves with the odds of its matches, and
// remembers the last offer pushed so unchanged offers cost nothing on the channel.
import { sql } from 'drizzle-orm'
import { betsById } from './bet-rows.ts'
import { offerFor, selectionKeys } from './cashout-offer.ts'
import { loadSnapshot } from './market-snapshot.ts'
import type { SettlementDeps } from './settlement.ts'

/** Most open bets re-priced per call: one feed tick must stay short however many bets are open. */
export const OFFERS_BATCH = 2000

/** Re-prices the open bets on these matches; returns how many offers changed. */
export async function refreshOffers(deps: SettlementDeps, matchIds: readonly number[]): Promise<number> {
  if (matchIds.length === 0) return 0
  const { rows: open } = await deps.db.execute<{ id: string }>(sql`
    select distinct s.bet_id::text as id from bet_selections s join bets b on b.id = s.bet_id
    where b.status = 'waiting_results' and s.match_id = any(${sql.param(matchIds)}::int[])
    order by 1 limit ${OFFERS_BATCH}`)
  const bets = await betsById(
    deps.db,
    open.map((r) => r.id),
  )
  const snapshot = await loadSnapshot(deps.db, selectionKeys(bets))
  const changed = bets
    .map((row) => ({ row, offer: offerFor(row, snapshot) }))
    .filter(
      ({ row, offer }) =>
        (offer?.amount ?? null) !== (row.cashout_offer === null ? null : Number(row.cashout_offer)),
    )
  if (changed.length === 0) return 0
  const { rows: users } = await deps.db.execute<{ id: number; language: string }>(sql`
    select id, language from users where id = any(${sql.param([...new Set(changed.map((c) => c.row.user_id))])}::int[])`)
  const language = new Map(users.map((u) => [u.id, u.language]))
  await deps.db.execute(sql`
    update bets b set cashout_offer = x.offer
    from unnest(${sql.param(changed.map((c) => c.row.id))}::bigint[], ${sql.param(changed.map((c) => c.offer?.amount ?? null))}::bigint[]) as x(id, offer)
    where b.id = x.id and b.status = 'waiting_results'`)
  for (const { row, offer } of changed) {
    deps.bets.cashoutChanged(row.user_id, language.get(row.user_id) ?? 'en', row.id, offer)
  }
  return changed.length
}
