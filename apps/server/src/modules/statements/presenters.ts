// Ledger lines and free stakes → the domain's statement entries and the wire's rows, one per movement.
import {
  isSettled,
  ODDS_SCALE,
  placedBetOdds,
  type StatementEntry,
  type StatementEntryKind,
  type StatementTotals,
} from '@sportsbook/domain'
import { fromMoney, moneyWireOf, type StatementRow, type StatementTotalsWire } from '@sportsbook/contract'
import type { LedgerKind } from '../../db/schema/index.ts'
import type { LedgerLine, StatementBet } from './repository.ts'

/** A movement before presenting: a ledger line, or a free stake (which moves no balance). */
export type Movement = LedgerLine | { id: 0; at: Date; kind: 'free_stake'; amount: number; ref: string }

/** What each ledger kind is on a statement, and the sign that makes its amount ≥ 0. */
const KIND: Record<LedgerKind | 'free_stake', { kind: StatementEntryKind; sign: 1 | -1 }> = {
  deposit: { kind: 'deposit', sign: 1 },
  withdrawal: { kind: 'withdrawal', sign: -1 },
  bet_stake: { kind: 'stake', sign: -1 },
  free_stake: { kind: 'stake', sign: 1 },
  bet_win: { kind: 'return', sign: 1 },
  bet_refund: { kind: 'return', sign: 1 },
  cashout: { kind: 'return', sign: 1 },
  jackpot_win: { kind: 'bonus', sign: 1 },
  // An acca bonus (ADR 032) is promotional money on top of the winnings: a bonus, outside the net.
  acca_bonus: { kind: 'bonus', sign: 1 },
  // A profit boost's part of a win (ADR 033): its own column, as regulators' statements list boost winnings.
  promo_boost: { kind: 'bonus', sign: 1 },
  // A Lucky bonus on a named multiple (ADR 036-lucky-bonuses): promotional, as an acca bonus.
  lucky_bonus: { kind: 'bonus', sign: 1 },
  correction: { kind: 'adjustment', sign: 1 },
}

/** The bet id of a ref `bet:<id>`, else null. */
export const betIdOf = (ref: string): number | null => (/^bet:(\d+)$/.exec(ref) ? Number(ref.slice(4)) : null)

/** The domain's entry of a movement; a stake is open while its bet has no result. */
export function entryOf(m: Movement, bet: StatementBet | undefined): StatementEntry {
  const { kind, sign } = KIND[m.kind]
  const amount = m.amount * sign
  if (kind !== 'stake') return { kind, at: m.at, amount }
  const funding = m.kind === 'free_stake' ? 'freebet' : 'cash'
  return { kind, at: m.at, amount, funding, open: bet ? !isSettled(bet.result) : false }
}

/** The part of a comboboost win its boost paid: the win less the win at the unboosted odds. */
const boostedPart = (win: number, boostScaled: number): number =>
  win - Math.floor((win * ODDS_SCALE) / boostScaled)

function promoOf(m: Movement, bet: StatementBet | undefined, currency: string): StatementRow['promo'] {
  if (m.kind === 'jackpot_win') return { type: 'jackpot', amount: moneyWireOf(m.amount, currency) }
  if (!bet?.bonus_type) return null
  const boosted = m.kind === 'bet_win' && bet.bonus_odds_scaled !== null && bet.bonus_odds_scaled > ODDS_SCALE
  return {
    type: bet.bonus_type,
    amount: boosted ? moneyWireOf(boostedPart(m.amount, bet.bonus_odds_scaled!), currency) : null,
  }
}

/** One row of the statement. */
export function presentRow(
  m: Movement,
  e: StatementEntry,
  bet: StatementBet | undefined,
  currency: string,
): StatementRow {
  const isSystem = bet?.type === 'system'
  return {
    at: m.at.toISOString(),
    kind: e.kind,
    amount: moneyWireOf(e.amount, currency),
    bet_id: bet ? String(bet.id) : null,
    selections: bet?.selections ?? null,
    odds: bet && !isSystem ? placedBetOdds(bet.prices, bet.custom_odds_scaled) : null,
    stake: bet ? moneyWireOf(bet.initial_stake, currency) : null,
    funding: e.kind === 'stake' ? e.funding : null,
    result: bet?.result ?? null,
    promo: promoOf(m, bet, currency),
  }
}

export const presentTotals = (t: StatementTotals): StatementTotalsWire => ({
  cash_stakes: fromMoney(t.cashStakes),
  freebet_stakes: fromMoney(t.freebetStakes),
  open_stakes: fromMoney(t.openStakes),
  returns: fromMoney(t.returns),
  bonuses: fromMoney(t.bonuses),
  deposits: fromMoney(t.deposits),
  withdrawals: fromMoney(t.withdrawals),
  adjustments: fromMoney(t.adjustments),
  net: fromMoney(t.net),
})
