import { useEffect, useState } from 'react'

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250

export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [out, setOut] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setOut(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return out
}
