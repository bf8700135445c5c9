import { useSyncExternalStore } from 'react'

/** Whether a media query matches; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query)
      mql.addEventListener('change', onChange)
      return () => mql.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The desktop layout with the bet slip column (spec §2 lg, 1280 px). */
export const DESKTOP_QUERY = '(min-width: 1280px)'
