import {
  selectionInput,
  toMoney,
  type BetSelectionInput,
  type EditBetChanges,
  type EditBetQuote,
  type EditBetRequest,
  type ServerBet,
} from '@sportsbook/contract'
import { editEligibility, type Selection } from '@sportsbook/domain'
import { parseAmount } from '~/lib/slip/parse-amount.ts'

/**
 * Whether My Bets offers "Edit bet" on the bet: the domain's rule (an open single or combo without a
 * promotion, cash-out offered now, a leg still to play), the one the server checks again.
 */
export function canEdit(bet: ServerBet): boolean {
  if (bet.status !== 'waiting_results' || !bet.to_cashout) return false
  const legs = bet.selections.map((s) => ({ settled: s.result !== null }))
  const editable = { type: bet.type, open: true, promoted: bet.bonus !== null, legs }
  return editEligibility(editable, toMoney(bet.to_cashout)) === undefined
}

/** A leg swapped to another outcome of its market, at the odds the quote offered it. */
export interface DraftSwap {
  readonly position: number
  readonly outcome_id: string
  readonly odds: number
}

/**
 * The dialog as typed: the legs removed and swapped (positions as placed), the picks of the bet slip
 * added (their outcome keys), and the new stake (empty: the cash-out value).
 */
export interface EditDraft {
  readonly removed: readonly number[]
  readonly swapped: readonly DraftSwap[]
  readonly added: readonly SlipAddition[]
  readonly stake: string
}

export const EMPTY_DRAFT: EditDraft = { removed: [], swapped: [], added: [], stake: '' }

/** A pick on the bet slip that may join the edited bet, as the dialog lists it. */
export interface SlipAddition {
  readonly key: string
  readonly selection: BetSelectionInput
  /** The outcome's name as the slip has it ("1" in a 1X2: the dialog names it by its team). */
  readonly outcome: string
  readonly match: string
  readonly home?: string
  readonly away?: string
}

/**
 * The bet slip's picks that could join the edited bet (bet365's "Add selections"): open for betting,
 * not an outright, and from a match the bet does not already hold (a combo takes one leg a match).
 */
export function slipAdditions(bet: ServerBet, picks: readonly Selection[]): SlipAddition[] {
  const held = new Set(bet.selections.map((s) => s.match_id))
  return picks
    .filter((p) => p.active && !p.isOutright && !p.isSuspended && !p.isNotAvailable)
    .filter((p) => !held.has(Number(p.matchId)))
    .map((p) => ({
      key: p.outcomeId,
      selection: selectionInput(p),
      outcome: p.outcomeName,
      match: p.nameA && p.nameB ? `${p.nameA} vs ${p.nameB}` : p.market.marketName,
      ...(p.nameA !== undefined && { home: p.nameA }),
      ...(p.nameB !== undefined && { away: p.nameB }),
    }))
}

/** The legs still in the new bet: unsettled and not removed. */
export const keptLegs = (bet: ServerBet, removed: readonly number[]) =>
  bet.selections.flatMap((s, i) => (s.result === null && !removed.includes(i) ? [i] : []))

/**
 * The changes the draft asks for, against the cash-out value `value` (minor units); or the message key
 * of why not yet: no leg left, or a stake that does not parse.
 */
export function draftChanges(
  bet: ServerBet,
  draft: EditDraft,
  value: number,
  locale: string,
): { changes: EditBetChanges } | { problem: string } {
  if (keptLegs(bet, draft.removed).length === 0) return { problem: 'editBet.error.no_open_leg' }
  let delta = 0
  if (draft.stake.trim() !== '') {
    const stake = parseAmount(draft.stake, locale, toMoney(bet.stake).currency)
    if (!stake || stake.amount <= 0) return { problem: 'editBet.stake_invalid' }
    delta = stake.amount - value
  }
  const swap = draft.swapped.flatMap(({ position, outcome_id, odds }) => {
    const leg = bet.selections[position]
    if (!leg || draft.removed.includes(position)) return []
    const { match_id, market_id, specifier } = leg
    return [{ position, selection: { match_id, market_id, specifier, outcome_id, odds } }]
  })
  return {
    changes: {
      remove: [...draft.removed],
      swap,
      add: draft.added.map((a) => a.selection),
      stake_delta: delta,
    },
  }
}

/** The confirmation of a quote: the value and each leg's odds as the quote showed them. */
export const confirmRequest = (
  changes: EditBetChanges,
  quote: EditBetQuote,
  deviceId: string,
): EditBetRequest => ({
  ...changes,
  to_cashout: { value: quote.to_cashout.value, currency: quote.to_cashout.currency },
  odds: quote.selections.map((s) => s.odds),
  device_id: deviceId,
})
