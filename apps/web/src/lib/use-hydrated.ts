import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False while React hydrates the server's HTML, true after: client-only data (statistics fetched
 * after the page loaded, the signed-in player) must not change the hydrating render, or React drops
 * the server's HTML (error #418). A Suspense boundary whose code arrives late hydrates late, when such
 * data may already be there: this stays false for it too.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
