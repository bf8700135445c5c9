// Outrights after creation: their winner prices drift like prematch prices (a few every few ticks),
// and at their end date a winner is drawn from the prices and the market settled, so betting pays.
import { MATCH_STATUS, MARKET_STATUS } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { MAX_ODDS, MIN_ODDS, type MarketRow, type Rng, round2 } from '../pricing/index.ts'
import { endOutrights, selectOpenOutrights, type OpenOutright } from './repository/outright-repository.ts'
import type { FeedChange } from './types.ts'
import { wireMarket } from './wire-market.ts'

/** Outright prices move every this many ticks (seconds at speed 1). */
export const OUTRIGHT_DRIFT_EVERY_TICKS = 5
/** How many outrights move at once, and how many of each one's prices. */
export const OUTRIGHT_DRIFTS = 2
export const OUTRIGHT_PRICES_MOVED = 3
/** Largest relative move of one price in one drift (4 %). */
export const OUTRIGHT_MAX_STEP = 0.04

/** A few prices of the winner market nudged up or down. */
export function driftOutright(rng: Rng, market: MarketRow): MarketRow {
  const outcomes = market.outcomes.map((o) => ({ ...o }))
  const picked = new Set<number>()
  for (let i = 0; i < OUTRIGHT_PRICES_MOVED; i++) picked.add(rng.int(0, outcomes.length - 1))
  for (const i of picked) {
    const o = outcomes[i]
    if (!o) continue
    const step = 1 + (rng.next() * 2 - 1) * OUTRIGHT_MAX_STEP
    o.odds = Math.min(MAX_ODDS, Math.max(MIN_ODDS, round2(o.odds * step)))
  }
  return { ...market, outcomes }
}

/** The winner drawn from the implied probabilities; every other competitor loses. */
export function settleOutright(rng: Rng, market: MarketRow): MarketRow {
  const weights = market.outcomes.map((o) => (o.active ? 1 / o.odds : 0))
  const total = weights.reduce((a, b) => a + b, 0)
  let draw = rng.next() * total
  let winner = market.outcomes.length - 1
  for (const [i, w] of weights.entries()) {
    draw -= w
    if (draw < 0 && w > 0) {
      winner = i
      break
    }
  }
  const result = Object.fromEntries(
    market.outcomes.map((o, i) => [o.id, i === winner ? ('win' as const) : ('lose' as const)]),
  )
  return { ...market, status: MARKET_STATUS.SETTLED, result }
}

/**
 * One tick of the outrights: every OUTRIGHT_DRIFT_EVERY_TICKS, ended ones are settled and a few
 * open ones re-priced. Returns the market rows to write and the changes to announce.
 */
export async function stepOutrights(
  tx: Tx,
  rng: Rng,
  tick: number,
  now: Date,
): Promise<{ rows: { matchId: number; row: MarketRow }[]; changes: FeedChange[] }> {
  if (tick % OUTRIGHT_DRIFT_EVERY_TICKS !== 0) return { rows: [], changes: [] }
  const open = await selectOpenOutrights(tx)
  const ended = open.filter((o) => o.endDate && o.endDate.getTime() <= now.getTime())
  const running = open.filter((o) => !ended.includes(o))
  const moved: { o: OpenOutright; row: MarketRow }[] = ended.map((o) => ({
    o,
    row: settleOutright(rng, o.market),
  }))
  for (let i = 0; i < Math.min(OUTRIGHT_DRIFTS, running.length); i++) {
    const o = running[rng.int(0, running.length - 1)]
    if (o && o.market.status === MARKET_STATUS.ALLOWED && !moved.some((m) => m.o.id === o.id))
      moved.push({ o, row: driftOutright(rng, o.market) })
  }
  await endOutrights(
    tx,
    ended.map((o) => o.id),
    now,
  )
  const changes: FeedChange[] = moved.map(({ o, row }) => ({
    type: 'markets_changed',
    matchId: o.id,
    marketKeys: [{ marketId: row.marketId, specifier: row.specifier }],
    markets: [wireMarket(o.urnId, row)],
  }))
  for (const o of ended)
    changes.push({ type: 'match_status_changed', matchId: o.id, status: MATCH_STATUS.FINISHED })
  return { rows: moved.map(({ o, row }) => ({ matchId: o.id, row })), changes }
}
