import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False while React hydrates the server's HTML, true after: client-only data (statistics fetched
 * after the page loaded) must not change the hydrating render, or React drops the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
