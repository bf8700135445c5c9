import { createStore, useStore } from '../create-store.ts'

/**
 * Whether the host page asked for the search dialog (spec §7 window message `search_modal`): the
 * embedding layer sets it, the header's search button follows it, and closing the dialog clears it.
 */
const hostSearch = createStore(false)

export const setHostSearchOpen = (open: boolean): void => hostSearch.set(open)

export const useHostSearchOpen = (): boolean => useStore(hostSearch)
