import { describe, expect, it } from 'vitest'
import { REPORTING_DEFAULTS, beforeSend, dropReason, type ReportEvent } from './filters.ts'

const error = (value: string, filename = 'https://sports.example/assets/app.js'): ReportEvent => ({
  exception: { values: [{ type: 'Error', value, stacktrace: { frames: [{ filename }] } }] },
})

describe('error-report filter (spec §8)', () => {
  it('keeps an ordinary error of our own code', () => {
    expect(dropReason(error('Cannot read properties of undefined'))).toBeNull()
  })

  it.each([
    ['skip-capture', error('x'), { originalException: Object.assign(new Error('x'), { skipCapture: true }) }],
    ['cancelled', error('aborted'), { originalException: new DOMException('aborted', 'AbortError') }],
    ['network', error('x'), { originalException: Object.assign(new Error('x'), { code: 'ECONNABORTED' }) }],
    ['network', error('x'), { originalException: Object.assign(new Error('x'), { code: 'ETIMEDOUT' }) }],
    ['network', error('Failed to fetch'), {}],
    ['chunk-load', error('Failed to fetch dynamically imported module: https://x/assets/a.js'), {}],
    ['script-element', { message: 'Script error.' }, {}],
    ['resize-observer', error('ResizeObserver loop completed with undelivered notifications.'), {}],
    ['foreign-script', error('x', 'https://www.googletagmanager.com/gtm.js?id=GTM-1'), {}],
    ['foreign-script', error('x', 'https://cdn.watchers.io/watch.js'), {}],
    ['not-found-transaction', { type: 'transaction', transaction: '/sports/404' }, {}],
  ] as const)('drops %s', (reason, event, hint) => {
    expect(dropReason(event, hint)).toBe(reason)
    expect(beforeSend({ ...event }, hint)).toBeNull()
  })

  it('keeps other transactions', () => {
    expect(dropReason({ type: 'transaction', transaction: '/sports/live' })).toBeNull()
  })

  it('attaches response URL, response data and request data to HTTP errors', () => {
    const http = Object.assign(new Error('Request failed'), {
      status: 500,
      response: { url: '/api/sportsbook/bets', status: 500, data: { error: { code: 'internal' } } },
      request: { data: { bets: [] } },
    })
    const sent = beforeSend(error('Request failed'), { originalException: http })
    expect(sent?.contexts?.response).toMatchObject({
      url: '/api/sportsbook/bets',
      status: 500,
      data: { error: { code: 'internal' } },
    })
    expect(sent?.contexts?.request_data).toEqual({ data: { bets: [] } })
  })

  it('uses the spec defaults', () => {
    expect(REPORTING_DEFAULTS).toEqual({ maxBreadcrumbs: 100, bufferSize: 30, rateLimitBackoffMs: 60_000 })
  })
})
