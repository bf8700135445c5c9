import { useSyncExternalStore } from 'react'

/** What a component can read: the value now, a change signal, and what the server rendered. */
export interface ReadableStore<T> {
  readonly get: () => T
  readonly subscribe: (listener: () => void) => () => void
  /** The value during server rendering and hydration, so the first client render matches the page. */
  readonly getServerSnapshot: () => T
}

export interface Store<T> extends ReadableStore<T> {
  /** A value or an updater of the current one; the same value (Object.is) tells nobody. */
  readonly set: (next: T | ((current: T) => T)) => void
}

interface Options<T> {
  /** The SSR and hydration value; by default the initial value (required with a lazy one). */
  readonly server?: T
}

/**
 * The one store of app state outside React (the slip's panel, the modal stack, a visitor's choices):
 * a value, its listeners, and `useStore` to read it. A function as `initial` is a lazy initial value,
 * read at the first `get` (e.g. from storage, once the browser runs this); to keep a function, wrap it.
 */
export function createStore<T>(initial: () => T, options: Options<T> & { readonly server: T }): Store<T>
export function createStore<T>(initial: T, options?: Options<T>): Store<T>
export function createStore<T>(initial: T | (() => T), options: Options<T> = {}): Store<T> {
  const lazy = typeof initial === 'function'
  let loaded = !lazy
  let value = (lazy ? undefined : initial) as T
  const listeners = new Set<() => void>()
  const server = 'server' in options ? (options.server as T) : value
  const get = (): T => {
    if (!loaded) {
      loaded = true
      value = (initial as () => T)()
    }
    return value
  }
  return {
    get,
    getServerSnapshot: () => server,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next) {
      const current = get()
      const v = typeof next === 'function' ? (next as (current: T) => T)(current) : next
      if (Object.is(v, current)) return
      value = v
      listeners.forEach((l) => l())
    },
  }
}

const same = <T>(v: T) => v as never

/**
 * A store's value (or a part of it) in a component; the server snapshot during SSR and hydration.
 * A selector re-renders only when its answer changes (Object.is): return a primitive or a stable part.
 */
export function useStore<T>(store: ReadableStore<T>): T
export function useStore<T, S>(store: ReadableStore<T>, selector: (value: T) => S): S
export function useStore<T, S>(store: ReadableStore<T>, selector: (value: T) => S = same): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.getServerSnapshot()),
  )
}
