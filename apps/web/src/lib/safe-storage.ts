/**
 * The one way the web app touches Web Storage (lint keeps direct uses out). A browser may refuse it:
 * embedded in a host of another site with third-party storage blocked, even reading
 * `window.sessionStorage` throws SecurityError; some browsers answer null, a full one throws on
 * write. Then the page keeps its values in memory for its lifetime: nothing crashes, nothing is
 * kept across a reload (ADR 023).
 */
export type StorageKind = 'local' | 'session'

const PROPERTY = { local: 'localStorage', session: 'sessionStorage' } as const

/**
 * Puts an in-memory Storage in place of each storage the browser refuses, on `win` itself, so code
 * we do not own (React Router's scroll restoration script) gets it too. Self-contained on purpose:
 * root.tsx inlines its source as the page's first script (STORAGE_FALLBACK_SCRIPT).
 */
export function installStorageFallback(win: Window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (win[name]) continue
    } catch {
      // refused: replaced below
    }
    const items = new Map<string, string>()
    const memory: Storage = {
      get length() {
        return items.size
      },
      key: (i: number) => Array.from(items.keys())[i] ?? null,
      getItem: (k: string) => items.get(String(k)) ?? null,
      setItem: (k: string, v: string) => void items.set(String(k), String(v)),
      removeItem: (k: string) => void items.delete(String(k)),
      clear: () => items.clear(),
    }
    try {
      Object.defineProperty(win, name, { configurable: true, enumerable: true, get: () => memory })
    } catch {
      // a browser that will not let it be replaced: browserStorage() still answers undefined safely
    }
  }
}

/** The page's first script: storage that works, or memory, before any other script asks for it. */
export const STORAGE_FALLBACK_SCRIPT = `(${installStorageFallback.toString()})(window)`

/** The browser's storage of this kind, or the page's memory stand-in when refused; undefined on the server. */
export function browserStorage(kind: StorageKind): Storage | undefined {
  if (typeof window === 'undefined') return undefined
  const read = (): Storage | undefined => {
    try {
      return window[PROPERTY[kind]] ?? undefined
    } catch {
      return undefined
    }
  }
  const storage = read()
  if (storage) return storage
  installStorageFallback(window)
  return read()
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores a value; a full or refusing storage keeps nothing, and the page goes on. */
export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    browserStorage(kind)?.setItem(key, value)
  } catch {
    // full (quota) or refused: the value holds for this page's state only
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    browserStorage(kind)?.removeItem(key)
  } catch {
    // nothing to remove
  }
}

/** Where a value is kept: the browser's storage of a kind, or a given Storage (a store's, a test's). */
export type StorageTarget = StorageKind | Storage | undefined

const target = (where: StorageTarget): Storage | undefined =>
  typeof where === 'string' ? browserStorage(where) : where

/** A value stored as JSON; undefined when missing, refused, or not JSON (another app's, or broken). */
export function readJson(where: StorageTarget, key: string): unknown {
  try {
    const raw = target(where)?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** Stores a value as JSON; a full or refusing storage keeps nothing, and the page goes on. */
export function writeJson(where: StorageTarget, key: string, value: unknown): void {
  try {
    target(where)?.setItem(key, JSON.stringify(value))
  } catch {
    // full (quota) or refused: the value holds for this page's state only
  }
}
