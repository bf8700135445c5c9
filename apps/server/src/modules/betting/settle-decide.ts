// What settling a decided bet writes, worked out from its row alone (no I/O): the domain's settlement
// (by its bonus when it has one), its status, the player's outcome, and the rows that record it —
// the settled columns with their history event, the ledger credit and the bet_settled notification. settlement.ts writes them.
import {
  canSettle,
  currencyOf,
  decimalOdds,
  money,
  resultGroup,
  type Money,
  type SelectionOutcome,
  unscaleOdds,
} from '@sportsbook/domain'
import { fromMoney, type BetSettledOutcome } from '@sportsbook/contract'
import type { NotifyInput } from '../notifications/index.ts'
import type { WalletEntry } from '../wallet/index.ts'
import { settleWithBonus, type BonusSettlement } from './bonus-settlement.ts'
import { acceptedOdds } from './cashout-offer.ts'
import { stakeLimits } from './constants.ts'
import type { BetRow } from './repository/bets-repository.ts'

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
    odds: [decimalOdds(unscaleOdds(row.custom_odds_scaled))],
    outcomes: [customOutcome(outcomesOf(row))],
  }
}

export type Decided = {
  row: BetRow
  settlement: BonusSettlement
  status: 'done' | 'cancelled'
  outcome: BetSettledOutcome
  stake: Money
}

/** The settlement of an open bet whose selections are decided; undefined while it waits. Pure. */
export function decide(row: BetRow): Decided | undefined {
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

export const creditOf = ({ row, settlement: { result, payout } }: Decided): WalletEntry => ({
  userId: row.user_id,
  amount: payout,
  kind: result === 'canceled' || result === 'refund_entire' ? 'bet_refund' : 'bet_win',
  ref: `bet:${row.id}`,
})

/** The bet's settled columns, which also make its `settled` history row (actor settlement). */
export const settledOf = (d: Decided) => ({
  id: d.row.id,
  status: d.status,
  result: d.settlement.result,
  payout: d.settlement.payout.amount,
  stake: d.stake.amount,
  currency: d.row.currency,
})

export const noticeOf = (d: Decided, now: Date, earlyPayout = false): NotifyInput => ({
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
    ...(earlyPayout && { early_payout: true }),
  },
})
