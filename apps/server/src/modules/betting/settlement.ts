// Settlement: selections take their market's result (void for a cancelled market, or a market gone
// when its match finished), then the decided bets are settled in batches of SETTLE_BATCH, each batch
// one transaction: its bets locked and re-read, settled by the domain (settleBet, or by their bonus),
// and written one statement per table (bets, history, ledger and accounts, comp points,
// notifications, farming); pushes go out after the commit.
import { recordBetEvents } from './bet-history.ts'
import {
  canSettle,
  decimalOdds,
  money,
  ODDS_SCALE,
  resultGroup,
  type Money,
  type SelectionOutcome,
} from '@sportsbook/domain'
import { fromMoney, type BetSettledOutcome } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { earnCompPoints } from '../accounts/index.ts'
import { notifyAll, type NotifyInput } from '../notifications/index.ts'
import type { Wallet, WalletEntry } from '../wallet/index.ts'
import { betsById, markSelectionResults, updateSettled, type BetRow } from './repository/bets-repository.ts'
import { selectLanguages } from './repository/player-repository.ts'
import { currencyOf } from '@sportsbook/domain'
import { acceptedOdds } from './cashout-offer.ts'
import { SETTLE_BATCH, stakeLimits } from './constants.ts'
import { presentBet } from './present-bet.ts'
import { giveFreebetBack, settleWithBonus, type BonusSettlement } from './bonus-settlement.ts'
import { farmSettledBets } from '../bonuses/index.ts'
import type { BetPublisher } from './publish.ts'

export interface SettlementDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  bets: BetPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
}

/** The player's word for a result: a refund is void, half a win still won, half a loss still lost. */
const OUTCOME = { win: 'won', lose: 'lost', refund: 'void' } as const
const outcomeOf = (result: Parameters<typeof resultGroup>[0]): BetSettledOutcome =>
  OUTCOME[resultGroup(result) ?? 'refund']

const outcomesOf = (row: BetRow) => row.selections.map((s) => s.result as SelectionOutcome | null)

/**
 * A custom bet is one price on all its legs together: it wins when every leg wins and loses when any
 * leg loses; a void leg (cancelled market) with none lost voids the whole bet, since its price was the
 * joint probability of all legs and cannot be re-cut without that leg (the stake is refunded).
 */
export function customOutcome(legs: readonly (SelectionOutcome | null)[]): SelectionOutcome {
  if (legs.includes('lose')) return 'lose'
  return legs.every((l) => l === 'win') ? 'win' : 'void'
}

/** The odds and outcomes settleBet reads: a custom bet counts as one selection at its custom odds. */
function settledLegs(row: BetRow) {
  if (row.type !== 'custom_bet' || row.custom_odds_scaled === null)
    return { odds: row.selections.map(acceptedOdds), outcomes: outcomesOf(row) }
  return {
    odds: [decimalOdds(row.custom_odds_scaled / ODDS_SCALE)],
    outcomes: [customOutcome(outcomesOf(row))],
  }
}

type Decided = {
  row: BetRow
  settlement: BonusSettlement
  status: 'done' | 'cancelled'
  outcome: BetSettledOutcome
  stake: Money
}

/** The settlement of an open bet whose selections are decided; undefined while it waits. Pure. */
function decide(row: BetRow): Decided | undefined {
  if (row.status !== 'waiting_results') return undefined
  const isSystem = row.system_win_count !== null
  if (!canSettle(outcomesOf(row), isSystem)) return undefined
  const currency = currencyOf(row.currency)
  const stake = money(Number(row.stake), currency)
  const settlement = settleWithBonus(row, {
    stake,
    ...settledLegs(row),
    ...(isSystem ? { systemWinCount: row.system_win_count ?? 0 } : {}),
    cap: stakeLimits(currency).maxPayout,
  })
  const status = settlement.result === 'canceled' ? 'cancelled' : 'done'
  return { row, settlement, status, outcome: outcomeOf(settlement.result), stake }
}

const creditOf = ({ row, settlement: { result, payout } }: Decided): WalletEntry => ({
  userId: row.user_id,
  amount: payout,
  kind: result === 'canceled' || result === 'refund_entire' ? 'bet_refund' : 'bet_win',
  ref: `bet:${row.id}`,
})

const historyOf = (d: Decided, now: Date) => ({
  betId: d.row.id,
  at: now,
  event: 'settled' as const,
  fromStatus: 'waiting_results' as const,
  toStatus: d.status,
  result: d.settlement.result,
  amount: d.settlement.payout.amount,
  stake: d.stake.amount,
  currency: d.row.currency,
  actor: 'settlement' as const,
})

const noticeOf = (d: Decided, now: Date): NotifyInput => ({
  playerId: d.row.user_id,
  kind: 'bet_settled',
  objectId: d.row.id,
  at: now,
  payload: {
    bet_id: d.row.id,
    result: d.settlement.result,
    outcome: d.outcome,
    stake: fromMoney(d.stake),
    amount: fromMoney(d.settlement.payout),
  },
})

type Pushes = {
  bets: { userId: number; row: BetRow }[]
  balances: Map<string, { userId: number; balance: Money }>
}

/** Settles the decided bets among `ids` in one transaction; safe to run twice (rows locked and re-read). */
async function settleBatch(deps: SettlementDeps, ids: readonly string[]): Promise<number> {
  let pushes: Pushes | undefined
  await deps.db.transaction(async (tx) => {
    const decided = (await betsById(tx, ids, { forUpdate: true })).flatMap((r) => decide(r) ?? [])
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
