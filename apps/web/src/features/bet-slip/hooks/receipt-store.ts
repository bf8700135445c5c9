import type { ServerBet } from '@sportsbook/contract'
import type { Bet } from '@sportsbook/domain'
import { useSyncExternalStore } from 'react'

/** What the receipt shows: the bets as the server accepted them, and as the slip sent them. */
export interface Receipt {
  /** POST /bets's answer: reference, accepted odds, stake, potential return, bonus. */
  readonly placed: readonly ServerBet[]
  /** The slip's bets in the same order, for what changed (odds) and to keep the selections. */
  readonly sent: readonly Bet[]
}

let current: Receipt | undefined
const listeners = new Set<() => void>()

/** The receipt of the last placement from the slip (this tab, until the next one). */
export function setReceipt(receipt: Receipt | undefined): void {
  current = receipt
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useReceipt = (): Receipt | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
