// What counts against a money limit in its window, read from the wallet's ledger.
import { netLoss, periodStart, type LimitInterval } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { ledgerTotals, type LimitRow } from './repository.ts'

/** Used amount of each money limit (keyed by row id); `bet` limits cap one stake and use nothing. */
export async function moneyUsage(db: Executor, userId: number, rows: readonly LimitRow[], now: Date) {
  const used = new Map<number, number>()
  const totals = new Map<string, Awaited<ReturnType<typeof ledgerTotals>>>()
  for (const r of rows) {
    if (r.amount === null || !r.currency) continue
    if (r.type === 'bet' || !r.interval) {
      used.set(r.id, 0)
      continue
    }
    const key = `${r.currency}:${r.interval}`
    let t = totals.get(key)
    if (!t) {
      t = await ledgerTotals(db, userId, r.currency, periodStart(r.interval as LimitInterval, now))
      totals.set(key, t)
    }
    const u = r.type === 'wager' ? t.stakes : r.type === 'loss' ? netLoss(t.stakes, t.returns) : t.deposits
    used.set(r.id, u)
  }
  return used
}
