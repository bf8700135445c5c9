// Early payout ("2UP", ADR 031): after each feed change, the open pre-match legs on the main result
// market of a live match whose side leads by the sport's margin are marked won, each batch of bets in
// one unit of work under the per-bet lock (ADR 028). A single (or any bet the leg decides) settles at
// once through settlement's own writer (`settleLocked`, history actor `early_payout`), paid stake ×
// odds as any win; a multiple keeps running with that leg won. A leg with a result is never marked
// again, so a trigger is final and pays once, and the match's final settlement leaves it alone.
import { triggersEarlyPayout, type EarlyPayoutConfig } from '@sportsbook/domain'
import { notifyAll, type NotifyInput } from '../notifications/index.ts'
import { EARLY_PAYOUT_OFFERS, SETTLE_BATCH } from './constants.ts'
import {
  earlyPayoutCandidates,
  markPaidEarly,
  type EarlyPayoutCandidate,
} from './repository/early-payout-repository.ts'
import { playerBatches } from './settle-batches.ts'
import { push, settleLocked, type Pushes, type SettlementDeps } from './settlement.ts'
import { inUnitOfWork, lockOpenBets, type LockedBet } from './unit-of-work.ts'

const legKey = (betId: string, position: number) => `${betId}:${position}`

/** The candidates whose side leads by its sport's margin now (the domain's rule). */
function dueLegs(config: EarlyPayoutConfig, rows: readonly EarlyPayoutCandidate[]) {
  return rows.filter((r) =>
    triggersEarlyPayout(
      config,
      {
        sportKey: r.sport_key,
        marketId: r.market_id,
        specifier: r.specifier,
        outcomeId: r.outcome_id,
        // The repository reads only bets placed before the match started.
        prematch: true,
        result: null,
        boosted: r.boosted,
      },
      { home: r.home, away: r.away },
    ),
  )
}

/** The locked bets with the legs just marked won early, as they now stand. */
function withMarked(locked: readonly LockedBet[], marked: Map<string, EarlyPayoutCandidate>, at: Date) {
  return locked.flatMap((row) => {
    const legs = row.selections.filter((s) => marked.has(legKey(row.id, s.position)))
    if (legs.length === 0) return []
    const selections = row.selections.map((s) => {
      const leg = marked.get(legKey(row.id, s.position))
      if (!leg) return s
      return { ...s, result: 'win', early_payout: { at: at.toISOString(), home: leg.home, away: leg.away } }
    })
    return [{ ...row, selections }]
  })
}

/** "A leg of your bet was paid early", one per leg marked on a bet still running. */
function legNotices(row: LockedBet, marked: Map<string, EarlyPayoutCandidate>, at: Date): NotifyInput[] {
  return row.selections.flatMap((s) => {
    const leg = marked.get(legKey(row.id, s.position))
    if (!leg) return []
    const payload = { bet_id: row.id, match_name: s.match_name, home: leg.home, away: leg.away }
    return [{ playerId: row.user_id, kind: 'leg_paid_early' as const, objectId: row.id, at, payload }]
  })
}

/** One batch of bets in one unit of work: lock, mark the legs still open, settle what that decides. */
async function payBatch(deps: SettlementDeps, ids: readonly string[], due: readonly EarlyPayoutCandidate[]) {
  return inUnitOfWork(deps.db, async (uow) => {
    const locked = await lockOpenBets(uow, ids)
    const open = new Set(
      locked.flatMap((r) =>
        r.selections.filter((s) => s.result === null).map((s) => legKey(r.id, s.position)),
      ),
    )
    const legs = due
      .filter((d) => open.has(legKey(d.bet_id, d.position)))
      .map((d) => ({ betId: d.bet_id, position: d.position, home: d.home, away: d.away }))
    const now = deps.now()
    const byLeg = new Map(due.map((d) => [legKey(d.bet_id, d.position), d]))
    const marked = new Map(
      (await markPaidEarly(uow.tx, legs, now)).map((m) => {
        const key = legKey(m.bet_id, m.position)
        return [key, byLeg.get(key)!] as const
      }),
    )
    const changed = withMarked(locked, marked, now)
    const pushes: Pushes = (await settleLocked(deps, uow, changed, 'early_payout')) ?? {
      bets: [],
      balances: new Map(),
    }
    // A multiple still running shows its leg won early too, and its player is told.
    const settled = new Set(pushes.bets.map((b) => b.row.id))
    const running = changed.filter((row) => !settled.has(row.id))
    for (const row of running) pushes.bets.push({ userId: row.user_id, language: row.language, row })
    await notifyAll(
      uow.tx,
      running.flatMap((row) => legNotices(row, marked, now)),
    )
    uow.afterCommit(() => push(deps, pushes))
    return { legs: marked.size, settled: settled.size }
  })
}

/**
 * Pays early the legs of these matches whose side leads by its sport's margin; returns how many legs
 * were marked won and how many bets that settled. Idempotent: the feed calls it after each tick.
 */
export async function payEarly(
  deps: SettlementDeps,
  matchIds: readonly number[],
  config: EarlyPayoutConfig = EARLY_PAYOUT_OFFERS,
): Promise<{ legs: number; settled: number }> {
  const offers = Object.values(config)
  if (matchIds.length === 0 || offers.length === 0) return { legs: 0, settled: 0 }
  const marketIds = [...new Set(offers.map((o) => o.marketId))]
  const minLead = Math.min(...offers.map((o) => o.lead))
  const due = dueLegs(config, await earlyPayoutCandidates(deps.db, matchIds, marketIds, minLead))
  const bets = [...new Map(due.map((d) => [d.bet_id, { id: d.bet_id, userId: d.user_id }])).values()]
  const total = { legs: 0, settled: 0 }
  for (const ids of playerBatches(bets, SETTLE_BATCH)) {
    const paid = await payBatch(deps, ids, due)
    total.legs += paid.legs
    total.settled += paid.settled
  }
  return total
}
