// Every API answer says nosniff; answers to HTTPS requests carry HSTS (HSTS_MAX_AGE); the development
// outbox page, which the web server proxies, has a CSP of its own.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { build, testConfig } from '../helpers/build-app.ts'
import { createTestDb } from '../helpers/test-db.ts'

const app = await build({ fixtures: false })
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('API security headers', () => {
  it('sends nosniff with every JSON answer, errors included', async () => {
    const ok = await get('/api/sportsbook/sports')
    expect(ok.headers['content-type']).toContain('application/json')
    expect(ok.headers['x-content-type-options']).toBe('nosniff')
    const missing = await get('/api/sportsbook/no-such-thing')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends HSTS (a year) only to requests that came over HTTPS', async () => {
    expect((await get('/api/sportsbook/sports')).headers['strict-transport-security']).toBeUndefined()
    const tls = await get('/api/sportsbook/sports', { 'x-forwarded-proto': 'https' })
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000')
    // Through the web server's proxy, which appends its own plain-HTTP hop.
    const proxied = await get('/api/sportsbook/sports', { 'x-forwarded-proto': 'https,http' })
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000')
    const plain = await get('/api/sportsbook/sports', { 'x-forwarded-proto': 'http' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('HSTS_MAX_AGE sets the age; 0 tells browsers to forget it; off sends none', async () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_ENABLED: 'false' }
    expect(loadConfig({ ...base, HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0)
    expect(loadConfig({ ...base, HSTS_MAX_AGE: 'off' }).hstsMaxAge).toBeNull()
    expect(() => loadConfig({ ...base, HSTS_MAX_AGE: 'forever' })).toThrow(/HSTS_MAX_AGE="forever"/)
    const { db } = await createTestDb()
    const off = await buildApp({ config: { ...testConfig, hstsMaxAge: null }, db })
    const res = await off.inject({
      method: 'GET',
      url: '/api/sportsbook/sports',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    await off.close()
  })

  it('gives the development outbox page a CSP that runs nothing', async () => {
    const page = await get('/api/dev/outbox')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  it('gives Swagger UI its own CSP: its own scripts only, inline styles, and no HTTPS upgrade on http://localhost', async () => {
    const page = await get('/api/docs')
    expect(page.statusCode).toBe(200)
    const csp = page.headers['content-security-policy'] as string
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scripts).toContain("'self'")
    expect(scripts).not.toMatch(/unsafe/)
    expect(csp).toContain("style-src 'self' 'unsafe-inline';")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })
})
