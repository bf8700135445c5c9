import type { ServerBet } from '@sportsbook/contract'
import type { Bet } from '@sportsbook/domain'
import { createStore, useStore } from '~/lib/create-store.ts'

/** What the receipt shows: the bets as the server accepted them, and as the slip sent them. */
export interface Receipt {
  /** POST /bets's answer: reference, accepted odds, stake, potential return, bonus. */
  readonly placed: readonly ServerBet[]
  /** The slip's bets in the same order, for what changed (odds) and to keep the selections. */
  readonly sent: readonly Bet[]
}

const receipt = createStore<Receipt | undefined>(undefined)

/** The receipt of the last placement from the slip (this tab, until the next one). */
export const setReceipt = (next: Receipt | undefined): void => receipt.set(next)

export const useReceipt = (): Receipt | undefined => useStore(receipt)
