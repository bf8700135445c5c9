import { useCallback } from 'react'
import { createStore, useStore } from '~/lib/create-store.ts'
import { readItem, writeItem } from '~/lib/safe-storage.ts'

/** The last searches a visitor made on this device (local storage), newest first. */
export const RECENT_SEARCHES_KEY = 'sb_recent_searches'
export const RECENT_SEARCHES_MAX = 5

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem('local', RECENT_SEARCHES_KEY) ?? '[]')
    if (Array.isArray(parsed))
      return parsed.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCHES_MAX)
  } catch {
    // not ours, or broken: start again
  }
  return []
}

const EMPTY: readonly string[] = []
const recent = createStore<readonly string[]>(read, { server: EMPTY })
recent.subscribe(() => writeItem('local', RECENT_SEARCHES_KEY, JSON.stringify(recent.get())))

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
