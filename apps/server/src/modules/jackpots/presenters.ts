// Rows → contract shapes (spec §3 Jackpot, Jackpot hit).
import { createHash } from 'node:crypto'
import { fromMoney, moneyWireOf, type BetMoney, type Jackpot, type JackpotHit } from '@sportsbook/contract'
import {
  convert,
  EUR,
  findCurrency,
  money,
  referenceRate,
  BASIS_POINTS,
  unscaleOdds,
} from '@sportsbook/domain'
import { toIso } from '../../lib/to-iso.ts'
import type { HitRow } from './repository/hits-repository.ts'
import type { JackpotRow } from './repository/jackpots-repository.ts'

export function presentJackpot(row: JackpotRow): Jackpot {
  const m = (v: number) => moneyWireOf(v, row.currency)
  const levels = row.levels.map((l) => ({
    code: l.code,
    name: l.name,
    pool_amount: m(l.pool),
    seed_amount: m(l.seed),
    drop_amount: m(l.drop_at),
    contribution_percent: (l.rate_bp * 100) / BASIS_POINTS,
    state: row.active ? ('active' as const) : ('inactive' as const),
  }))
  const top = row.levels.at(-1)
  return {
    id: String(row.id),
    name: row.name,
    currency: row.currency,
    amount: m(top ? top.pool : 0),
    pool_amount: m(row.levels.reduce((t, l) => t + Number(l.pool), 0)),
    hits_amount: m(row.hits_amount),
    min_odds: unscaleOdds(row.min_odds_scaled),
    min_stake: m(row.min_stake),
    levels,
  }
}

/** A pseudonym for the winner in public lists: stable per player, not their id. */
export const userHash = (userId: number) =>
  createHash('sha256').update(`jackpot-winner:${userId}`).digest('hex').slice(0, 10)

function inEur(amount: number, code: string): BetMoney {
  const c = findCurrency(code)
  const rate = c ? referenceRate(code, 'EUR') : undefined
  if (!c || rate === undefined) return fromMoney(money(0, EUR))
  return fromMoney(convert(money(amount, c), EUR, rate, 'down'))
}

export function presentHit(row: HitRow, viewerId: number | undefined): JackpotHit {
  const own = viewerId !== undefined && row.user_id === viewerId
  return {
    id: row.id,
    jackpot_id: String(row.jackpot_id),
    jackpot_name: row.jackpot_name,
    level_code: row.level_code,
    level_name: row.level_name,
    amount: moneyWireOf(row.amount, row.currency),
    amount_eur: inEur(Number(row.amount), row.currency),
    status: row.status,
    user_hash: userHash(row.user_id),
    for_user: own,
    seen: own ? row.seen : false,
    created_at: toIso(row.created_at),
  }
}
