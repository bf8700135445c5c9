// Settlement: selections take their market's result (void for a cancelled market, or a market gone
// when its match finished), then the decided bets are settled in batches of SETTLE_BATCH, player by
// player (settle-batches.ts), SETTLE_IN_FLIGHT at once, each batch one unit of work (unit-of-work.ts):
// its bets locked by the per-bet lock and re-read, settled by the domain (settle-decide.ts), and
// written a statement or two per table (bets with their history, ledger with balances, comp points,
// notifications with their NOTIFY, farming); pushes go out after the commit.
import { isFreeStake, type Money } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { earnCompPoints } from '../accounts/index.ts'
import { farmSettledBets, settleAccaOffers, type AccaEnded } from '../bonuses/index.ts'
import { enterJackpotDraw } from '../jackpots/index.ts'
import { notifyAll } from '../notifications/index.ts'
import type { Wallet } from '../wallet/index.ts'
import { giveFreebetBack, settleBoosts } from './bonus-settlement.ts'
import { SETTLE_BATCH, SETTLE_IN_FLIGHT } from './constants.ts'
import { presentBet } from './presenters.ts'
import { playerBatches } from './settle-batches.ts'
import type { BetPublisher } from './publish.ts'
import { markSelectionResults, type BetRow } from './repository/bets-repository.ts'
import { updateSettledWithHistory } from './repository/settle-repository.ts'
import { endActiveRules } from './repository/cashout-rules-repository.ts'
import { accaSettlingOf, creditsOf, decide, noticeOf, settledOf } from './settle-decide.ts'
import { luckyAfter, payLuckyBonuses } from './settle-lucky.ts'
import { inUnitOfWork, lockOpenBets, type LockedBet, type UnitOfWork } from './unit-of-work.ts'

export interface SettlementDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  bets: BetPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
}

/** Results that give the whole stake back: such a bet risked nothing and keeps no jackpot chance. */
const REFUNDED_WHOLE: ReadonlySet<string> = new Set(['canceled', 'refund_entire'])

export type Pushes = {
  bets: { userId: number; language: string; row: BetRow }[]
  balances: Map<string, { userId: number; language: string; balance: Money }>
}

/** The bet's acca offers as its settlement left them (for the push). */
const accaAfter = (views: BetRow['acca'], ended: readonly AccaEnded[]): BetRow['acca'] =>
  views?.map((v) => {
    const e = ended.find((x) => x.kind === v.kind)
    return e ? { ...v, state: e.state, reward: e.reward === null ? null : String(e.reward) } : v
  }) ?? null

/** After the commit: each bet's bet_changed and each player's balance after the batch. */
export function push(deps: SettlementDeps, pushes: Pushes): void {
  for (const { userId, language, row } of pushes.bets) deps.bets.betChanged(userId, language, presentBet(row))
  for (const { userId, language, balance } of pushes.balances.values())
    void deps.publishBalance(userId, language, balance)
}

/**
 * Settles the decided bets among `ids` in one transaction; safe to run twice (rows locked and re-read).
 * Returns what to push once it has committed.
 */
async function settleBatch(deps: SettlementDeps, ids: readonly string[]): Promise<Pushes | undefined> {
  return inUnitOfWork(deps.db, async (uow) => settleLocked(deps, uow, await lockOpenBets(uow, ids)))
}

/**
 * Settles the decided bets among `locked` (bets the unit holds by `lockOpenBets`) and returns what to
 * push once the unit has committed; `actor` names what settled them in their history (early payout).
 */
export async function settleLocked(
  deps: SettlementDeps,
  uow: UnitOfWork,
  locked: readonly LockedBet[],
  actor: 'settlement' | 'early_payout' = 'settlement',
): Promise<Pushes | undefined> {
  const { tx } = uow
  const decided = locked.flatMap((r) => decide(r) ?? [])
  if (decided.length === 0) return
  const languages = new Map(locked.map((r) => [r.user_id, r.language]))
  const lang = (userId: number) => languages.get(userId) ?? 'en'
  const now = deps.now()
  await updateSettledWithHistory(tx, decided.map(settledOf), now, actor)
  // A settled bet's auto cash-out or alert rule lapses (ADR 029): settlement took the lock first.
  await endActiveRules(
    tx,
    decided.map((d) => d.row.id),
    'lapsed',
    now,
  )
  const paid = decided.filter((d) => d.settlement.payout.amount > 0)
  // A win's credit, and a profit boost's part beside it as its own line (ADR 033).
  const entries = paid.flatMap(creditsOf)
  const credits = await deps.wallet.creditMany(tx, entries)
  // A void bet gave its stake back and a free stake was never the player's: neither earns comp points.
  const earning = decided.filter((d) => d.outcome !== 'void' && !isFreeStake(d.row.bonus?.type))
  await earnCompPoints(
    tx,
    earning.map((d) => ({ userId: d.row.user_id, stake: d.stake })),
  )
  await notifyAll(
    tx,
    decided.map((d) => noticeOf(d, now, actor === 'early_payout')),
  )
  for (const d of decided) await giveFreebetBack(tx, d.row, d.settlement, now)
  // Acca insurance (a freebet, issued there) and acca bonus (its own ledger line, credited here).
  const acca = await settleAccaOffers(tx, decided.map(accaSettlingOf), now)
  const accaCredits = await deps.wallet.creditMany(
    tx,
    acca.credits.map((a) => ({ ...a, kind: 'acca_bonus' as const })),
  )
  // A named multiple's Lucky bonus on the terms it took (ADR 036-lucky-bonuses): its own ledger line.
  const lucky = await payLuckyBonuses(tx, deps.wallet, decided, now)
  await settleBoosts(tx, decided)
  await enterJackpotDraw(
    tx,
    decided.map((d) => ({ id: d.row.id, refunded: REFUNDED_WHOLE.has(d.settlement.result) })),
  )
  await farmSettledBets(
    tx,
    decided.map((d) => ({ bet: d.row, result: d.settlement.result })),
    now,
  )
  const balances: Pushes['balances'] = new Map()
  // A player's last credit carries their balance after the batch.
  const keep = ({ userId }: { userId: number }, balance: Money) =>
    balances.set(`${userId}:${balance.currency.code}`, { userId, language: lang(userId), balance })
  entries.forEach((e, i) => keep(e, credits[i]!.balance))
  acca.credits.forEach((a, i) => keep(a, accaCredits[i]!.balance))
  lucky.credits.forEach((a, i) => keep(a, lucky.changes[i]!.balance))
  const bets = decided.map(({ row, status, settlement }) => ({
    userId: row.user_id,
    language: lang(row.user_id),
    row: {
      ...row,
      status,
      result: settlement.result,
      payout: String(settlement.payout.amount),
      settled_at: now,
      acca: accaAfter(
        row.acca,
        acca.ended.filter((e) => e.betId === row.id),
      ),
      lucky: luckyAfter(row.lucky, lucky.ended, row.id),
    } as BetRow,
  }))
  return { bets, balances }
}

/**
 * Settles what the feed decided on these matches (a finished match, or markets settled in play):
 * returns how many bets were settled. Idempotent; the feed calls it after each committed tick.
 */
export async function settleMatches(
  deps: SettlementDeps,
  matchIds: readonly number[],
  { batch = SETTLE_BATCH, inFlight = SETTLE_IN_FLIGHT }: { batch?: number; inFlight?: number } = {},
): Promise<number> {
  if (matchIds.length === 0) return 0
  const batches = playerBatches(await markSelectionResults(deps.db, matchIds), batch)
  let settled = 0
  let next = 0
  // A batch's pushes go out after its commit, while other batches are in PostgreSQL.
  let pushing = Promise.resolve()
  async function worker() {
    while (next < batches.length) {
      const pushes = await settleBatch(deps, batches[next++]!)
      if (!pushes) continue
      settled += pushes.bets.length
      pushing = pushing
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => push(deps, pushes))
    }
  }
  const done = await Promise.allSettled(Array.from({ length: Math.max(1, inFlight) }, worker))
  await pushing
  for (const d of done) if (d.status === 'rejected') throw d.reason
  return settled
}
