// Settlement: selections take their market's result (void for a cancelled market, or a market gone
// when its match finished), then every decided bet is settled in its own short transaction with the
// domain's settleBet and its payout credited through the ledger.
import { recordBetEvent } from './bet-history.ts'
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
import { notify } from '../notifications/index.ts'
import type { Wallet } from '../wallet/index.ts'
import { betsById, markSelectionResults, updateSettled, type BetRow } from './repository/bets-repository.ts'
import { selectLanguage } from './repository/player-repository.ts'
import { currencyOf } from '@sportsbook/domain'
import { acceptedOdds } from './cashout-offer.ts'
import { stakeLimits } from './constants.ts'
import { presentBet } from './present-bet.ts'
import { giveFreebetBack, settleWithBonus } from './bonus-settlement.ts'
import { farmSettledBet } from '../bonuses/index.ts'
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

/** Settles one bet if it is decided; returns whether it was. Safe to run twice: the row is locked and re-read. */
async function settleOne(deps: SettlementDeps, id: string): Promise<boolean> {
  let published: { row: BetRow; userId: number; language: string; balance?: Money } | undefined
  await deps.db.transaction(async (tx) => {
    const [row] = await betsById(tx, [id], { forUpdate: true })
    if (!row || row.status !== 'waiting_results') return
    const isSystem = row.system_win_count !== null
    if (!canSettle(outcomesOf(row), isSystem)) return
    const currency = currencyOf(row.currency)
    const stake = money(Number(row.stake), currency)
    const settlement = settleWithBonus(row, {
      stake,
      ...settledLegs(row),
      ...(isSystem ? { systemWinCount: row.system_win_count ?? 0 } : {}),
      cap: stakeLimits(currency).maxPayout,
    })
    const { result, payout } = settlement
    const now = deps.now()
    const status = result === 'canceled' ? 'cancelled' : 'done'
    await updateSettled(tx, id, { status, result, payout: payout.amount, now })
    await recordBetEvent(tx, {
      betId: id,
      at: now,
      event: 'settled',
      fromStatus: 'waiting_results',
      toStatus: status,
      result,
      amount: payout.amount,
      stake: Number(row.stake),
      currency: row.currency,
      actor: 'settlement',
    })
    let balance: Money | undefined
    if (payout.amount > 0) {
      const kind = result === 'canceled' || result === 'refund_entire' ? 'bet_refund' : 'bet_win'
      balance = (
        await deps.wallet.credit(tx, { userId: row.user_id, amount: payout, kind, ref: `bet:${id}` })
      ).balance
    }
    const outcome = outcomeOf(result)
    // A void bet gave its stake back and a free stake was never the player's: neither earns comp points.
    if (outcome !== 'void' && !row.bonus?.type.startsWith('freebet'))
      await earnCompPoints(tx, row.user_id, stake)
    await notify(tx, {
      playerId: row.user_id,
      kind: 'bet_settled',
      objectId: id,
      at: now,
      payload: { bet_id: id, result, outcome, stake: fromMoney(stake), amount: fromMoney(payout) },
    })
    await giveFreebetBack(tx, row, settlement, now)
    await farmSettledBet(tx, row, result, now)
    const language = await selectLanguage(tx, row.user_id)
    const settled = { ...row, status, result, payout: String(payout.amount), settled_at: now } as BetRow
    published = {
      row: settled,
      userId: row.user_id,
      language: language ?? 'en',
      ...(balance ? { balance } : {}),
    }
  })
  if (!published) return false
  deps.bets.betChanged(published.userId, published.language, presentBet(published.row))
  if (published.balance) void deps.publishBalance(published.userId, published.language, published.balance)
  return true
}

/**
 * Settles what the feed decided on these matches (a finished match, or markets settled in play):
 * returns how many bets were settled. Idempotent; the feed calls it after each committed tick.
 */
export async function settleMatches(deps: SettlementDeps, matchIds: readonly number[]): Promise<number> {
  if (matchIds.length === 0) return 0
  let settled = 0
  for (const id of await markSelectionResults(deps.db, matchIds)) if (await settleOne(deps, id)) settled++
  return settled
}
