import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, SERVICE_WORKER_URL, shouldRegister } from './register-service-worker.ts'

function fakeWindow({ framed = false, secure = true, sw = true } = {}) {
  const register = vi.fn(() => Promise.resolve())
  const win = {
    isSecureContext: secure,
    navigator: sw ? { serviceWorker: { register } } : {},
  } as unknown as Window & { parent: Window }
  ;(win as { parent: unknown }).parent = framed ? {} : win
  return { win, register }
}

afterEach(() => vi.unstubAllEnvs())

describe('the service worker registration', () => {
  it('registers for the whole origin in a production page of its own', async () => {
    expect(shouldRegister(fakeWindow().win, true)).toBe(true)
    vi.stubEnv('PROD', true)
    const { win, register } = fakeWindow()
    await registerServiceWorker(win)
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' })
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
