import {
  toMoney,
  type EditBetChanges,
  type EditBetQuote,
  type EditBetRequest,
  type ServerBet,
} from '@sportsbook/contract'
import { editEligibility } from '@sportsbook/domain'
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
 * The dialog as typed: the legs removed and swapped (positions as placed) and the new stake (empty:
 * the cash-out value).
 */
export interface EditDraft {
  readonly removed: readonly number[]
  readonly swapped: readonly DraftSwap[]
  readonly stake: string
}

export const EMPTY_DRAFT: EditDraft = { removed: [], swapped: [], stake: '' }

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
  return { changes: { remove: [...draft.removed], swap, add: [], stake_delta: delta } }
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
