import { useCallback, useState } from 'react'

/**
 * `value` as it was on the first render until `ready()` is called, the current one from then on.
 *
 * For the props of a server-rendered part whose code loads lazily (a `lazy` component in a Suspense
 * boundary, rendered through `memo`): React hydrates that boundary once its code is there. Should new
 * props reach the boundary before that (a live match changes every second), React gives up on the
 * server's HTML and shows the fallback until the code arrives: the part vanishes, then comes back,
 * and the page jumps twice. Holding the props keeps the memoised boundary untouched; the part calls
 * `ready` from an effect (it has hydrated) and gets the live props.
 */
export function useHeldUntilReady<T>(value: T): [T, () => void] {
  const [first] = useState(value)
  const [isReady, setReady] = useState(false)
  const ready = useCallback(() => setReady(true), [])
  return [isReady ? value : first, ready]
}
