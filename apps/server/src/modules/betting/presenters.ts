// A bets row as the contract's ServerBet (spec §3 Bet (server)).
import { moneyWireOf, type SelectionResult, type ServerBet } from '@sportsbook/contract'
import { MATCH_STATUS, placedBetOdds, systemType, unscaleOdds, type Money } from '@sportsbook/domain'
import { toIso, toIsoOrNull } from '../../lib/to-iso.ts'
import type { BetRow } from './repository/bets-repository.ts'

/** Short public reference: the id in base 36, so support can read it over the phone. */
export const betRef = (id: string) => `SB-${BigInt(id).toString(36).toUpperCase().padStart(6, '0')}`

/** The domain's total odds of the accepted prices (a custom bet's own price). */
const totalOdds = (row: BetRow) =>
  placedBetOdds(
    row.selections.map((s) => s.odds_scaled),
    row.custom_odds_scaled,
  )

const CATEGORIES = new Set<string>(['regular', 'cyber', 'premium_cricket'] satisfies ServerBet['category'][])
const asCategory = (t: string | null): ServerBet['category'] =>
  t !== null && CATEGORIES.has(t) ? (t as ServerBet['category']) : 'regular'

/** Spec §3 bet category: a sport type every selection shares (cyber, premium_cricket), else regular. */
export function betCategory(sportTypes: readonly (string | null)[]): ServerBet['category'] {
  const types = new Set(sportTypes.map(asCategory))
  const [only] = types
  return types.size === 1 && only ? only : 'regular'
}

/** The bet's bonus (spec §3): a comboboost's odds, or a freebet's kind and amount. */
function presentBonus(row: BetRow): ServerBet['bonus'] {
  const b = row.bonus
  if (!b) return null
  return {
    id: b.bonus_id,
    type: b.type as NonNullable<ServerBet['bonus']>['type'],
    odds: b.bonus_odds_scaled === null ? null : unscaleOdds(b.bonus_odds_scaled),
    amount: b.freebet_amount === null ? null : moneyWireOf(b.freebet_amount, row.currency),
  }
}

/** The bet's system type on the wire: the domain's id ("2/3") with its counts. */
function systemWire(winCount: number, totalCount: number): ServerBet['system'] {
  const { id } = systemType(winCount, totalCount)
  return { id, win_count: winCount, total_count: totalCount }
}

/** The bet's active auto cash-out or alert rule (ADR 029), null when none. */
function presentRule(row: BetRow): ServerBet['cashout_rule'] {
  const r = row.cashout_rule
  if (!r || row.status !== 'waiting_results') return null
  return {
    kind: r.kind,
    threshold: moneyWireOf(Number(r.threshold), r.currency),
    amount: r.amount === null ? null : moneyWireOf(Number(r.amount), r.currency),
    created_at: toIso(r.created_at),
  }
}

export function presentBet(row: BetRow, offer?: Money): ServerBet {
  const open = row.result === 'no_results'
  const won = Number(row.payout) + Number(row.cashed_out)
  return {
    id: row.id,
    ref: betRef(row.id),
    type: row.type,
    status: row.status,
    result: row.result,
    stake: moneyWireOf(row.stake, row.currency),
    original_stake: moneyWireOf(row.initial_stake, row.currency),
    win_amount: moneyWireOf(open ? row.potential_win : won, row.currency),
    odds: totalOdds(row),
    selections: row.selections.map((s) => ({
      match_id: s.match_id,
      match_urn_id: s.match_urn_id,
      match_name: s.match_name,
      match_status: s.match_status ?? MATCH_STATUS.CLOSED,
      sport_key: s.sport_key,
      provider: s.provider === 'oddin' ? 'oddin' : 'betradar',
      market_id: s.market_id,
      market_name: s.market_name,
      specifier: s.specifier,
      outcome_id: s.outcome_id,
      outcome_name: s.outcome_name,
      odds: unscaleOdds(s.odds_scaled),
      result: s.result as SelectionResult | null,
      ...(s.early_payout && {
        early_payout: { at: toIso(s.early_payout.at), home: s.early_payout.home, away: s.early_payout.away },
      }),
    })),
    created_at: toIso(row.created_at),
    settled_at: toIsoOrNull(row.settled_at),
    to_cashout: offer ? moneyWireOf(offer.amount, row.currency) : null,
    cashed_out: moneyWireOf(row.cashed_out, row.currency),
    cashouts: (row.cashouts ?? []).map((c) => ({
      at: toIso(c.at),
      amount: moneyWireOf(Number(c.amount), row.currency),
      stake_left: moneyWireOf(Number(c.stake), row.currency),
    })),
    cashout_rule: presentRule(row),
    bonus: presentBonus(row),
    system:
      row.system_win_count === null || row.system_total_count === null
        ? null
        : systemWire(row.system_win_count, row.system_total_count),
    used_in_jackpot: row.used_in_jackpot === true,
    is_vip: false,
    category: betCategory(row.selections.map((s) => s.sport_type)),
  }
}
