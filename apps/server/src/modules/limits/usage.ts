// What counts against a money limit in its window, read from the wallet's ledger in every currency the
// player holds and counted in the limit's currency (domain usedAcrossCurrencies, ADR 011).
import {
  findCurrency,
  periodStart,
  referenceRate,
  usedAcrossCurrencies,
  type LimitInterval,
  type WindowTotals,
} from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { ledgerTotals, type LimitRow } from './repository.ts'

/** The rates money limits convert with: the domain's reference rates (an operator passes live ones here). */
export const LIMIT_RATES = referenceRate

/**
 * Used amount of each money limit (keyed by row id); `bet` limits cap one stake and use nothing. A
 * limit whose window holds a currency without a rate counts as used up (Infinity): stricter, never looser.
 */
export async function moneyUsage(db: Executor, userId: number, rows: readonly LimitRow[], now: Date) {
  const used = new Map<number, number>()
  const totals = new Map<string, Promise<WindowTotals[] | undefined>>()
  for (const r of rows) {
    const to = r.currency ? findCurrency(r.currency) : undefined
    if (r.amount === null || !to) continue
    if (r.type === 'bet' || !r.interval) {
      used.set(r.id, 0)
      continue
    }
    const since = periodStart(r.interval as LimitInterval, now)
    const key = since.toISOString()
    if (!totals.has(key)) totals.set(key, windowTotals(db, userId, since))
    const window = await totals.get(key)!
    const type = r.type === 'wager' || r.type === 'loss' ? r.type : 'deposit'
    used.set(r.id, (window && usedAcrossCurrencies(type, window, to, LIMIT_RATES)) ?? Infinity)
  }
  return used
}

/** Every currency's totals since `since`; undefined when one is not a known currency (no rate, no subunits). */
export async function windowTotals(db: Executor, userId: number, since: Date) {
  const rows = await ledgerTotals(db, userId, since)
  const known: WindowTotals[] = []
  for (const t of rows) {
    const currency = findCurrency(t.currency)
    if (!currency) return undefined
    known.push({ ...t, currency })
  }
  return known
}
