import { useSyncExternalStore } from 'react'

/**
 * Whether the host page asked for the search dialog (spec §7 window message `search_modal`): the
 * embedding layer sets it, the header's search button follows it, and closing the dialog clears it.
 */
let open = false
const listeners = new Set<() => void>()

export function setHostSearchOpen(next: boolean): void {
  if (next === open) return
  open = next
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}

export const useHostSearchOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
