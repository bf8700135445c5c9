import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, SERVICE_WORKER_URL, shouldRegister } from './register-service-worker.ts'

function fakeWindow({ framed = false, secure = true, sw = true, workerStart = 0 } = {}) {
  const register = vi.fn(() => Promise.resolve())
  const kept = new Map<string, boolean>()
  const cache = {
    match: async (u: string) => kept.get(u),
    add: vi.fn(async (u: string) => void kept.set(u, true)),
  }
  const win = {
    isSecureContext: secure,
    location: { href: 'https://bet.example/de/sports/football#top' },
    performance: { getEntriesByType: () => [{ workerStart }] },
    caches: { open: async (name: string) => (name === 'sb-pages' ? cache : undefined) },
    navigator: sw ? { serviceWorker: { register, ready: Promise.resolve() } } : {},
  } as unknown as Window & { parent: Window }
  ;(win as { parent: unknown }).parent = framed ? {} : win
  return { win, register, cache }
}

afterEach(() => vi.unstubAllEnvs())

describe('the service worker registration', () => {
  it('registers for the whole origin in a production page of its own', async () => {
    expect(shouldRegister(fakeWindow().win, true)).toBe(true)
    vi.stubEnv('PROD', true)
    const { win, register, cache } = fakeWindow()
    await registerServiceWorker(win)
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' })
    // the page it was installed from is kept for offline too, by its own URL (brand host, locale)
    expect(cache.add).toHaveBeenCalledWith('https://bet.example/de/sports/football')
    await registerServiceWorker(win)
    expect(cache.add).toHaveBeenCalledTimes(1)
    // a page the worker answered is kept by the worker itself
    const answered = fakeWindow({ workerStart: 12 })
    await registerServiceWorker(answered.win)
    expect(answered.cache.add).not.toHaveBeenCalled()
  })

  it('never in an operator’s frame, without service workers, on an insecure origin or in development', () => {
    expect(shouldRegister(fakeWindow({ framed: true }).win, true)).toBe(false)
    expect(shouldRegister(fakeWindow({ sw: false }).win, true)).toBe(false)
    expect(shouldRegister(fakeWindow({ secure: false }).win, true)).toBe(false)
    expect(shouldRegister(fakeWindow().win, false)).toBe(false)
  })

  it('a refused registration leaves the page working', async () => {
    vi.stubEnv('PROD', true)
    const { win, register } = fakeWindow()
    register.mockRejectedValueOnce(new Error('SecurityError'))
    await expect(registerServiceWorker(win)).resolves.toBeUndefined()
  })
})
