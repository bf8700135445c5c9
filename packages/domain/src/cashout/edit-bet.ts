// Edit bet (issue #30 point 2, ADR 030): an open bet is cashed out at the offer now and a new bet is
// placed at current odds whose stake is that offer plus the bettor's change Δ. Pure: which bets can be
// edited, what the edited legs are, and the money of an edit. The server runs both halves in one unit.
import type { Money } from '../money/money.ts'
import { money } from '../money/money.ts'

/** The bet types an edit applies to; a system bet or a bet builder (custom bet) is never edited. */
export const EDITABLE_BET_TYPES = ['single', 'combo'] as const

/** Why an edit cannot be made; each is a catalogue error code (packages/contract errors.ts). */
export type EditProblem =
  'bet_edit_unavailable' | 'bet_edit_no_open_leg' | 'bet_edit_stake_too_low' | 'bet_edit_invalid'

/** What eligibility looks at on the bet as it is now. */
export interface EditableBet {
  readonly type: string
  readonly open: boolean
  /** A bonus, freebet or boost on the bet: promotions never survive an edit, so none is edited. */
  readonly promoted: boolean
  /** Per leg: settled (already has its result) or not. */
  readonly legs: readonly { readonly settled: boolean }[]
}

/**
 * An edit is possible while the bet is open, a single or combo without a promotion, and cash-out is
 * offered now (`offer`): the offer exists only when every unsettled leg is priced and the bet can
 * still win, so "every unsettled leg cash-out-able" is the offer's own rule, not a second copy of it.
 */
export function editEligibility(bet: EditableBet, offer: Money | undefined): EditProblem | undefined {
  const typeOk = (EDITABLE_BET_TYPES as readonly string[]).includes(bet.type)
  if (!bet.open || !typeOk || bet.promoted || !offer) return 'bet_edit_unavailable'
  if (bet.legs.every((l) => l.settled)) return 'bet_edit_no_open_leg'
  return undefined
}

/**
 * The operations of one edit on the bet's legs (positions as placed): `remove` drops legs, `swap`
 * puts another outcome in a leg's place, `add` appends new legs. Settled legs never pass to the new
 * bet: their value is already in the offer the old bet is cashed out at.
 */
export interface LegEdit<L> {
  readonly remove?: readonly number[]
  readonly swap?: readonly { readonly position: number; readonly to: L }[]
  readonly add?: readonly L[]
}

/** The new bet's legs, or a problem: an unknown or settled position, or no unresolved leg left. */
export function editedLegs<L>(
  legs: readonly { readonly leg: L; readonly settled: boolean }[],
  edit: LegEdit<L>,
): { ok: true; legs: L[] } | { ok: false; problem: EditProblem } {
  const touched = [...(edit.remove ?? []), ...(edit.swap ?? []).map((s) => s.position)]
  if (new Set(touched).size !== touched.length) return { ok: false, problem: 'bet_edit_invalid' }
  if (touched.some((p) => !Number.isInteger(p) || !legs[p] || legs[p].settled))
    return { ok: false, problem: 'bet_edit_invalid' }
  const swaps = new Map((edit.swap ?? []).map((s) => [s.position, s.to]))
  const removed = new Set(edit.remove ?? [])
  const kept = legs.flatMap((l, i) => (l.settled || removed.has(i) ? [] : [swaps.get(i) ?? l.leg]))
  const out = [...kept, ...(edit.add ?? [])]
  if (out.length === 0) return { ok: false, problem: 'bet_edit_no_open_leg' }
  return { ok: true, legs: out }
}

/** The money of an edit: what the old bet is cashed out at, the new stake and the wallet's net. */
export interface EditMoney {
  /** The old bet's cash-out offer at confirmation: credited, and the funded part of the new stake. */
  readonly cashout: Money
  /** The new bet's stake: `cashout + delta`. */
  readonly newStake: Money
  /** Net change of the wallet: `-delta` (a stake raise costs the bettor, a cut pays them back). */
  readonly walletNet: Money
}

/**
 * The new stake is the offer plus Δ (Δ < 0 lowers it, and is paid back); it is never below the minimum
 * stake. Both halves move money (credit the offer, debit the new stake), netting `-Δ` on the wallet.
 */
export function editMoney(
  cashout: Money,
  delta: number,
  minStake: Money,
): { ok: true; value: EditMoney } | { ok: false; problem: EditProblem } {
  if (!Number.isSafeInteger(delta)) return { ok: false, problem: 'bet_edit_invalid' }
  const stake = cashout.amount + delta
  if (stake < minStake.amount || stake <= 0) return { ok: false, problem: 'bet_edit_stake_too_low' }
  const c = cashout.currency
  return { ok: true, value: { cashout, newStake: money(stake, c), walletNet: money(0 - delta, c) } }
}
