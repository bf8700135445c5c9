import { afterEach, describe, expect, it } from 'vitest'
import {
  browserStorage,
  readItem,
  readJson,
  removeItem,
  STORAGE_FALLBACK_SCRIPT,
  writeItem,
  writeJson,
} from './safe-storage.ts'

const refused = () => {
  throw new DOMException(
    "Failed to read the 'sessionStorage' property from 'Window': Access is denied",
    'SecurityError',
  )
}

/** A browser blocking third-party storage: reading the property itself throws SecurityError. */
function blockStorage(target: object, name: 'localStorage' | 'sessionStorage') {
  Object.defineProperty(target, name, { configurable: true, get: refused })
}

const originals = (['localStorage', 'sessionStorage'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(window, name)!] as const,
)
afterEach(() => {
  for (const [name, descriptor] of originals) Object.defineProperty(window, name, descriptor)
  localStorage.clear()
  sessionStorage.clear()
})

/** React Router's <ScrollRestoration> inline script reads, and on failure removes, its key. */
const scrollRestorationScript = (win: { sessionStorage: Storage }): unknown => {
  try {
    return JSON.parse(win.sessionStorage.getItem('positions') || '{}') as unknown
  } catch {
    win.sessionStorage.removeItem('positions')
    return undefined
  }
}

describe('safe storage (issue #27: embedded in another site, storage is refused)', () => {
  it('keeps values in memory when even reading window.sessionStorage throws SecurityError', () => {
    blockStorage(window, 'sessionStorage')
    expect(() => writeItem('session', 'bets', '[1]')).not.toThrow()
    expect(readItem('session', 'bets')).toBe('[1]')
    removeItem('session', 'bets')
    expect(readItem('session', 'bets')).toBeNull()
    // The stand-in is the page's sessionStorage now, for code we do not own too.
    expect(browserStorage('session')).toBe(window.sessionStorage)
    window.sessionStorage.setItem('k', 'v')
    expect(readItem('session', 'k')).toBe('v')
  })

  it('uses the browser’s storage when it works, and survives a full one', () => {
    writeItem('local', 'deviceId', 'abc')
    expect(localStorage.getItem('deviceId')).toBe('abc')
    const full = { ...localStorage, getItem: () => null, setItem: () => refused() } as unknown as Storage
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full })
    expect(() => writeItem('local', 'deviceId', 'def')).not.toThrow()
  })

  it('the page’s first script puts memory in place of each refused storage, so React Router’s script runs', () => {
    const win = {} as { localStorage: Storage; sessionStorage: Storage }
    blockStorage(win, 'sessionStorage')
    blockStorage(win, 'localStorage')
    expect(() => scrollRestorationScript(win)).toThrow(DOMException)
    new Function('window', STORAGE_FALLBACK_SCRIPT)(win)
    expect(scrollRestorationScript(win)).toEqual({})
    win.sessionStorage.setItem('positions', '{"a":1}')
    expect(scrollRestorationScript(win)).toEqual({ a: 1 })
    expect(win.sessionStorage.length).toBe(1)
    win.localStorage.setItem('x', '1')
    expect(win.localStorage.key(0)).toBe('x')
  })

  it('leaves a storage that works alone', () => {
    const real = window.sessionStorage
    new Function('window', STORAGE_FALLBACK_SCRIPT)(window)
    expect(window.sessionStorage).toBe(real)
  })

  it('keeps JSON values (the slip, its panel, settings, recent searches, tracking tags) through the same guard', () => {
    writeJson('session', 'quick_bet', { on: true })
    expect(readJson('session', 'quick_bet')).toEqual({ on: true })
    // Not JSON (another app's value, or broken) or missing: nothing, never a throw.
    sessionStorage.setItem('betslip_toggle', '{oops')
    expect(readJson('session', 'betslip_toggle')).toBeUndefined()
    expect(readJson('local', 'missing')).toBeUndefined()
    // Refused storage: memory for the page; a full one keeps nothing and the page goes on.
    blockStorage(window, 'sessionStorage')
    writeJson('session', 'bets', [1])
    expect(readJson('session', 'bets')).toEqual([1])
    const full = { getItem: () => null, setItem: () => refused() } as unknown as Storage
    expect(() => writeJson(full, 'bets', [2])).not.toThrow()
    expect(readJson(full, 'bets')).toBeUndefined()
    expect(readJson(undefined, 'bets')).toBeUndefined()
  })
})
