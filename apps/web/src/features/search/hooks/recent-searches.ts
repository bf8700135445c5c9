import { useCallback, useSyncExternalStore } from 'react'
import { readItem, writeItem } from '~/lib/safe-storage.ts'

/** The last searches a visitor made on this device (local storage), newest first. */
export const RECENT_SEARCHES_KEY = 'sb_recent_searches'
export const RECENT_SEARCHES_MAX = 5

const listeners = new Set<() => void>()
let cached: { raw: string | null; list: string[] } = { raw: null, list: [] }

function read(): string[] {
  const raw = readItem('local', RECENT_SEARCHES_KEY)
  if (raw === cached.raw) return cached.list
  let list: string[] = []
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    if (Array.isArray(parsed))
      list = parsed.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCHES_MAX)
  } catch {
    list = []
  }
  cached = { raw, list }
  return list
}

function write(list: string[]) {
  writeItem('local', RECENT_SEARCHES_KEY, JSON.stringify(list))
  listeners.forEach((l) => l())
}

/** Adds a search at the top (once, case-insensitively), keeping the newest RECENT_SEARCHES_MAX. */
export function addRecent(list: readonly string[], q: string): string[] {
  const t = q.trim()
  return [t, ...list.filter((x) => x.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_SEARCHES_MAX)
}

const EMPTY: string[] = []
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, read, () => EMPTY)
  const remember = useCallback((q: string) => write(addRecent(read(), q)), [])
  const clear = useCallback(() => write([]), [])
  return { list, remember, clear }
}
