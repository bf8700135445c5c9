import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { monitoringPlugin } from './index.ts'
import { REDACTED, scrubBreadcrumb, scrubEvent } from './scrub.ts'

describe('error report scrubbing', () => {
  it('drops cookies, bodies and query strings and redacts credentials wherever an integration put them', () => {
    const event = scrubEvent({
      message: 'boom',
      request: {
        method: 'POST',
        url: 'http://api/api/platform/users/sign_in?token=q-secret',
        query_string: 'token=q-secret',
        cookies: { session: 'c-secret' },
        data: '{"password":"b-secret"}',
        headers: { Authorization: 'Bearer h-secret', cookie: 'session=c-secret', 'x-csrf-token': 'x-secret', accept: 'json' },
      },
      extra: { nested: { password: 'e-secret', apiKey: 'k-secret', count: 3 } },
      breadcrumbs: [{ category: 'http', data: { headers: { authorization: 'Bearer b2-secret' } } }],
    })
    const text = JSON.stringify(event)
    for (const s of ['q-secret', 'c-secret', 'b-secret', 'h-secret', 'x-secret', 'e-secret', 'k-secret', 'b2-secret'])
      expect(text).not.toContain(s)
    expect(event.request).toEqual({
      method: 'POST',
      url: 'http://api/api/platform/users/sign_in',
      headers: { Authorization: REDACTED, cookie: REDACTED, 'x-csrf-token': REDACTED, accept: 'json' },
    })
    expect(event.extra.nested.count).toBe(3)
  })

  it('redacts breadcrumb data on its own', () => {
    expect(scrubBreadcrumb({ message: 'x', data: { token: 't' } })).toEqual({ message: 'x', data: { token: REDACTED } })
  })
})

describe('monitoring without SENTRY_DSN', () => {
  it('is a no-op reporter', async () => {
    const app = Fastify()
    await app.register(monitoringPlugin, { dsn: undefined, environment: 'test' })
    expect(app.errorReporter.enabled).toBe(false)
    app.errorReporter.request(new Error('x'), { method: 'GET', route: '/', requestId: 'r' })
    await app.close()
  })
})
