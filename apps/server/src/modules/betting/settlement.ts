// Settlement: selections take their market's result (void for a cancelled market, or a market gone
// when its match finished), then the decided bets are settled in batches of SETTLE_BATCH, each batch
// one transaction: its bets locked and re-read, settled by the domain (settle-decide.ts), and written
// one statement per table (bets, history, ledger and accounts, comp points, notifications, farming);
// pushes go out after the commit.
import type { Money } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { earnCompPoints } from '../accounts/index.ts'
import { farmSettledBets } from '../bonuses/index.ts'
import { notifyAll } from '../notifications/index.ts'
import type { Wallet } from '../wallet/index.ts'
import { recordBetEvents } from './bet-history.ts'
import { giveFreebetBack } from './bonus-settlement.ts'
import { SETTLE_BATCH } from './constants.ts'
import { presentBet } from './present-bet.ts'
import type { BetPublisher } from './publish.ts'
import { markSelectionResults, updateSettled, type BetRow } from './repository/bets-repository.ts'
import { lockOpenBets } from './repository/settle-repository.ts'
import { selectLanguages } from './repository/player-repository.ts'
import { creditOf, decide, historyOf, noticeOf } from './settle-decide.ts'

export interface SettlementDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  bets: BetPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
}

type Pushes = {
  bets: { userId: number; row: BetRow }[]
  balances: Map<string, { userId: number; balance: Money }>
}

/** Settles the decided bets among `ids` in one transaction; safe to run twice (rows locked and re-read). */
async function settleBatch(deps: SettlementDeps, ids: readonly string[]): Promise<number> {
  let pushes: Pushes | undefined
  await deps.db.transaction(async (tx) => {
    const decided = (await lockOpenBets(tx, ids)).flatMap((r) => decide(r) ?? [])
    if (decided.length === 0) return
    const now = deps.now()
    await updateSettled(
      tx,
      decided.map((d) => ({
        id: d.row.id,
        status: d.status,
        result: d.settlement.result,
        payout: d.settlement.payout.amount,
      })),
      now,
    )
    await recordBetEvents(
      tx,
      decided.map((d) => historyOf(d, now)),
    )
    const paid = decided.filter((d) => d.settlement.payout.amount > 0)
    const credits = await deps.wallet.creditMany(tx, paid.map(creditOf))
    // A void bet gave its stake back and a free stake was never the player's: neither earns comp points.
    const earning = decided.filter((d) => d.outcome !== 'void' && !d.row.bonus?.type.startsWith('freebet'))
    await earnCompPoints(
      tx,
      earning.map((d) => ({ userId: d.row.user_id, stake: d.stake })),
    )
    await notifyAll(
      tx,
      decided.map((d) => noticeOf(d, now)),
    )
    for (const d of decided) await giveFreebetBack(tx, d.row, d.settlement, now)
    await farmSettledBets(
      tx,
      decided.map((d) => ({ bet: d.row, result: d.settlement.result })),
      now,
    )
    const balances = new Map<string, { userId: number; balance: Money }>()
    paid.forEach((d, i) => {
      const balance = credits[i]!.balance
      balances.set(`${d.row.user_id}:${balance.currency.code}`, { userId: d.row.user_id, balance })
    })
    const bets = decided.map(({ row, status, settlement }) => ({
      userId: row.user_id,
      row: {
        ...row,
        status,
        result: settlement.result,
        payout: String(settlement.payout.amount),
        settled_at: now,
      } as BetRow,
    }))
    pushes = { bets, balances }
  })
  if (!pushes) return 0
  const userIds = [...new Set(pushes.bets.map((b) => b.userId))]
  const language = new Map((await selectLanguages(deps.db, userIds)).map((u) => [u.id, u.language]))
  const lang = (userId: number) => language.get(userId) ?? 'en'
  for (const { userId, row } of pushes.bets) deps.bets.betChanged(userId, lang(userId), presentBet(row))
  for (const { userId, balance } of pushes.balances.values())
    void deps.publishBalance(userId, lang(userId), balance)
  return pushes.bets.length
}

/**
 * Settles what the feed decided on these matches (a finished match, or markets settled in play):
 * returns how many bets were settled. Idempotent; the feed calls it after each committed tick.
 */
export async function settleMatches(
  deps: SettlementDeps,
  matchIds: readonly number[],
  { batch = SETTLE_BATCH }: { batch?: number } = {},
): Promise<number> {
  if (matchIds.length === 0) return 0
  const ids = await markSelectionResults(deps.db, matchIds)
  let settled = 0
  for (let i = 0; i < ids.length; i += batch) settled += await settleBatch(deps, ids.slice(i, i + batch))
  return settled
}
