import { useCallback } from 'react'
import { createStore, useStore } from '~/lib/create-store.ts'
import { readJson, writeJson } from '~/lib/safe-storage.ts'

/** The last searches a visitor made on this device (local storage), newest first. */
export const RECENT_SEARCHES_KEY = 'sb_recent_searches'
export const RECENT_SEARCHES_MAX = 5

/** The stored searches; anything not ours, or broken, starts again. */
function read(): string[] {
  const stored = readJson('local', RECENT_SEARCHES_KEY)
  return Array.isArray(stored)
    ? stored.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCHES_MAX)
    : []
}

const EMPTY: readonly string[] = []
const recent = createStore<readonly string[]>(read, { server: EMPTY })
recent.subscribe(() => writeJson('local', RECENT_SEARCHES_KEY, recent.get()))

/** Adds a search at the top (once, case-insensitively), keeping the newest RECENT_SEARCHES_MAX. */
export function addRecent(list: readonly string[], q: string): string[] {
  const t = q.trim()
  return [t, ...list.filter((x) => x.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_SEARCHES_MAX)
}

export function useRecentSearches() {
  const list = useStore(recent)
  const remember = useCallback((q: string) => recent.set((l) => addRecent(l, q)), [])
  const clear = useCallback(() => recent.set(EMPTY), [])
  return { list, remember, clear }
}
