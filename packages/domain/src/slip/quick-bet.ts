import { greaterThan, isPositive, lessThan } from '../money/compare.ts'
import { zero, type Money } from '../money/money.ts'
import type { Currency } from '../money/currency.ts'
import type { OutcomeKey } from '../market/keys.ts'
import type { TicketError } from './types.ts'

/** The quick-bet states (spec §4). */
export type QuickBetState = 'initial' | 'processing' | 'success' | 'error'

/** Quick bet (spec §3): one-click bets with a pre-approved stake. */
export interface QuickBet {
  readonly isEnabled: boolean
  readonly state: QuickBetState
  readonly stake: Money
  readonly isApproved: boolean
  readonly selectedOutcomeIds: readonly OutcomeKey[]
  readonly error?: TicketError
}

export const initialQuickBet = (currency: Currency): QuickBet => ({
  isEnabled: false,
  state: 'initial',
  stake: zero(currency),
  isApproved: false,
  selectedOutcomeIds: [],
})

/** Toggle enables (or disables) quick bet and resets approval. */
export const toggleQuickBet = (q: QuickBet): QuickBet => ({
  ...q,
  isEnabled: !q.isEnabled,
  isApproved: false,
})

/** A stake or currency change resets approval. */
export const setQuickBetStake = (q: QuickBet, stake: Money): QuickBet => ({ ...q, stake, isApproved: false })

/** Approval needs a stake above 0. */
export const approveQuickBet = (q: QuickBet): QuickBet =>
  isPositive(q.stake) ? { ...q, isApproved: true } : q

/** Placing proceeds only if approved and not processing; undefined means "do not place". */
export function startQuickBet(q: QuickBet, outcomeId: OutcomeKey): QuickBet | undefined {
  if (!q.isEnabled || !q.isApproved || q.state === 'processing') return undefined
  const { error: _cleared, ...rest } = q
  return { ...rest, state: 'processing', selectedOutcomeIds: [outcomeId] }
}

/** Processing ends in success or error. */
export function finishQuickBet(q: QuickBet, error?: TicketError): QuickBet {
  const { error: _old, ...rest } = q
  return error
    ? { ...rest, state: 'error', error, selectedOutcomeIds: [] }
    : { ...rest, state: 'success', selectedOutcomeIds: [] }
}

/** Quick bet turns off when the balance falls below the quick-bet stake or to zero. */
export function onBalance(q: QuickBet, balance: Money): QuickBet {
  if (!q.isEnabled || balance.currency.code !== q.stake.currency.code) return q
  return !isPositive(balance) || lessThan(balance, q.stake)
    ? { ...q, isEnabled: false, isApproved: false }
    : q
}

/** Quick bet is rejected when the potential win is equal to or less than the stake (spec §5). */
export const quickBetWinTooLow = (stake: Money, potentialWin: Money): boolean =>
  !greaterThan(potentialWin, stake)
