// What settling a decided bet writes, worked out from its row alone (no I/O): the domain's settlement
// (by its bonus when it has one), its status, the player's outcome, and the rows that record it —
// the settled columns with their history event, the ledger credit and the bet_settled notification. settlement.ts writes them.
import {
  accaInsuranceWaits,
  canSettle,
  currencyOf,
  decimalOdds,
  money,
  resultGroup,
  subtract,
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
import { systemLinesOf, systemOfRow } from './bet-system.ts'
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

/**
 * The settlement of an open bet whose selections are decided; undefined while it waits (an insured acca
 * with one leg lost waits for the others: they decide its insurance, ADR 032). Pure.
 */
export function decide(row: BetRow & { acca_insured?: boolean }): Decided | undefined {
  if (row.status !== 'waiting_results') return undefined
  const lines = systemLinesOf(row)
  if (!canSettle(outcomesOf(row), systemOfRow(row) !== undefined)) return undefined
  if (row.acca_insured && accaInsuranceWaits(outcomesOf(row))) return undefined
  const currency = currencyOf(row.currency)
  const stake = money(Number(row.stake), currency)
  const settlement = settleWithBonus(row, {
    stake,
    ...settledLegs(row),
    ...lines,
    cap: stakeLimits(currency).maxPayout,
  })
  const status = settlement.result === 'canceled' ? 'cancelled' : 'done'
  return { row, settlement, status, outcome: outcomeOf(settlement.result), stake }
}

/**
 * The ledger credits of a paid bet: its payout as `bet_win` (or `bet_refund`); a profit boost's part
 * apart as `promo_boost` (ADR 033), so the two lines add up to the payout.
 */
export function creditsOf({ row, settlement: { result, payout, boost } }: Decided): WalletEntry[] {
  const ref = `bet:${row.id}`
  const kind = result === 'canceled' || result === 'refund_entire' ? 'bet_refund' : 'bet_win'
  if (!boost || boost.amount === 0) return [{ userId: row.user_id, amount: payout, kind, ref }]
  return [
    { userId: row.user_id, amount: subtract(payout, boost), kind, ref },
    { userId: row.user_id, amount: boost, kind: 'promo_boost', ref },
  ]
}

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

/** What the bet's acca offers read at settlement (ADR 032). */
export const accaSettlingOf = (d: Decided) => ({
  betId: d.row.id,
  userId: d.row.user_id,
  currency: d.row.currency,
  stake: d.stake.amount,
  payout: d.settlement.payout.amount,
  cashedOut: Number(d.row.cashed_out) > 0,
  legs: d.row.selections.map((s) => ({
    odds: acceptedOdds(s),
    outcome: s.result as SelectionOutcome | null,
  })),
})
