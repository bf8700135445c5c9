import { createStore, useStore } from './create-store.ts'

/**
 * Code fetched on the first sign that someone is about to use a control (a pointer over it
 * (a finger's too), focus, a press) instead of right after hydration: nothing of it is fetched or evaluated while the
 * page loads. `load()` asks for it (once; again after a failure), `useLoaded()` re-renders with it.
 */
export interface LazyOnIntent<T> {
  readonly load: () => Promise<T | undefined>
  readonly useLoaded: () => T | undefined
  /** Handlers for the control that stands in meanwhile: each one starts the load. */
  readonly intentProps: {
    onPointerEnter: () => void
    onFocus: () => void
  }
}

export function lazyOnIntent<T>(importer: () => Promise<T>): LazyOnIntent<T> {
  // wrapped: the code is often a component, and a function given to a store's set is an updater
  const loaded = createStore<{ readonly code: T } | undefined>(undefined)
  let loading: Promise<T | undefined> | undefined
  const load = () =>
    (loading ??= importer().then(
      (code) => {
        loaded.set({ code })
        return code
      },
      () => {
        loading = undefined // a failed chunk (offline) is fetched again at the next intent
        return undefined
      },
    ))
  const start = () => void load()
  return {
    load,
    useLoaded: () => useStore(loaded, (l) => l?.code),
    intentProps: { onPointerEnter: start, onFocus: start },
  }
}
