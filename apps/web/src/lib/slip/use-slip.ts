import { EUR, emptyTicket, type OutcomeKey, type Ticket, type TicketAction } from '@sportsbook/domain'
import { useStore, type ReadableStore } from '../create-store.ts'
import { getSlipStore } from './slip-store.ts'

const EMPTY = emptyTicket(EUR)

/** The tab's slip; what the server rendered (empty) during SSR and hydration, then the stored slip. */
const slip: ReadableStore<Ticket> = {
  get: () => getSlipStore().getTicket(),
  subscribe: (l) => getSlipStore().subscribe(l),
  getServerSnapshot: () => EMPTY,
}

/** The whole ticket; the panel reads this. */
export const useTicket = (): Ticket => useStore(slip)

/** Whether one outcome is on the slip: a boolean snapshot, so a toggle re-renders only its buttons. */
export const useOutcomeSelected = (outcomeId: OutcomeKey | undefined): boolean =>
  useStore(slip, (t) => outcomeId !== undefined && t.selectedOutcomeIds.includes(outcomeId))

/** Number of selections, for the tab bar badge. */
export const useSelectionCount = (): number => useStore(slip, (t) => t.selectedOutcomeIds.length)

export const dispatchSlip = (action: TicketAction): void => getSlipStore().dispatch(action)
