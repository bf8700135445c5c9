import { EUR, emptyTicket, type OutcomeKey, type Ticket, type TicketAction } from '@sportsbook/domain'
import { useSyncExternalStore } from 'react'
import { getSlipStore } from './slip-store.ts'

/** What the server rendered: hydration starts from it, then the stored slip appears. */
const EMPTY = emptyTicket(EUR)

const subscribe = (l: () => void) => getSlipStore().subscribe(l)
const serverSnapshot = () => EMPTY

/** The whole ticket; the panel reads this. */
export const useTicket = (): Ticket =>
  useSyncExternalStore(subscribe, () => getSlipStore().getTicket(), serverSnapshot)

/** Whether one outcome is on the slip: a boolean snapshot, so a toggle re-renders only its buttons. */
export const useOutcomeSelected = (outcomeId: OutcomeKey | undefined): boolean =>
  useSyncExternalStore(
    subscribe,
    () => outcomeId !== undefined && getSlipStore().getTicket().selectedOutcomeIds.includes(outcomeId),
    () => false,
  )

/** Number of selections, for the tab bar badge. */
export const useSelectionCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => getSlipStore().getTicket().selectedOutcomeIds.length,
    () => 0,
  )

export const dispatchSlip = (action: TicketAction): void => getSlipStore().dispatch(action)
