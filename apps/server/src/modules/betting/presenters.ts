// A bets row as the contract's ServerBet (spec §3 Bet (server)).
import { moneyWireOf, type SelectionResult, type ServerBet } from '@sportsbook/contract'
import {
  betRef,
  boostBpOf,
  lineCount,
  MATCH_STATUS,
  ODDS_SCALE,
  placedBetOdds,
  unscaleOdds,
  type Money,
} from '@sportsbook/domain'
import { toIso, toIsoOrNull } from '../../lib/to-iso.ts'
import type { BetRow } from './repository/bets-repository.ts'
import { systemOfRow } from './bet-system.ts'
import { presentLucky } from './presenters-lucky.ts'

/** Short public reference: the id in base 36 (the domain's, which My Bets also shows for an edit's link). */
export { betRef }

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
    ...(b.type === 'profit_boost' && b.bonus_odds_scaled !== null ? profitBoostWire(b, row.currency) : {}),
  }
}

/** The bet's acca insurance / acca bonus (ADR 032); absent when it has neither. */
function presentAcca(row: BetRow): Pick<ServerBet, 'acca'> {
  if (!row.acca?.length) return {}
  return {
    acca: row.acca.map((a) => ({
      kind: a.kind,
      state: a.state,
      ...(a.percent !== null && { percent: a.percent }),
      ...(a.reward !== null && { reward: moneyWireOf(a.reward, row.currency) }),
    })),
  }
}

/** A profit boost's p (basis points) and, once settled, the boost paid (ADR 033). */
const profitBoostWire = (b: NonNullable<BetRow['bonus']>, currency: string) => ({
  boost_bp: boostBpOf(unscaleOdds(b.bonus_odds_scaled ?? ODDS_SCALE)),
  boost_paid: b.boost_paid == null ? null : moneyWireOf(b.boost_paid, currency),
})

/** The bet's system type on the wire: the domain's id ("2/3", or a named multiple's "yankee") with its counts and lines. */
function systemWire(row: BetRow): ServerBet['system'] {
  const type = systemOfRow(row)
  if (!type) return null
  const { id, winCount, totalCount } = type
  return { id, win_count: winCount, total_count: totalCount, lines: row.system_lines ?? lineCount(type) }
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
      ...(s.unboosted_odds_scaled == null ? {} : { boosted_from: unscaleOdds(s.unboosted_odds_scaled) }),
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
    ...presentAcca(row),
    ...presentLucky(row),
    system: systemWire(row),
    used_in_jackpot: row.used_in_jackpot === true,
    is_vip: row.is_vip === true,
    category: betCategory(row.selections.map((s) => s.sport_type)),
    ...(row.edited_from && { edited_from: row.edited_from }),
    ...(row.edited_into && { edited_into: row.edited_into }),
  }
}
