import { describe, expect, it } from 'vitest'
import { MAX_REPORTS, createErrorReportsService, parseEnvelope } from './service.ts'

const envelope = (message: string) =>
  [
    JSON.stringify({ event_id: 'a', dsn: 'http://dev@x/1' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ message, breadcrumbs: [{ category: 'ui.click' }] }),
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify({ discarded_events: [] }),
  ].join('\n')

describe('development envelope endpoint store', () => {
  it('keeps events from an envelope, newest first, and skips other items', () => {
    const store = createErrorReportsService(() => new Date('2026-01-01T00:00:00Z'))
    expect(store.add('1', envelope('first'))).toBe(1)
    store.add('1', envelope('second'))
    expect(store.list().map((r) => r.event.message)).toEqual(['second', 'first'])
  })

  it('survives torn lines and keeps at most MAX_REPORTS', () => {
    expect(parseEnvelope('{}\n{"type":"event"}\nnot json')).toEqual([])
    const store = createErrorReportsService()
    for (let i = 0; i < MAX_REPORTS + 5; i++) store.add('1', envelope(`m${i}`))
    expect(store.list()).toHaveLength(MAX_REPORTS)
    expect(store.list()[0]?.event.message).toBe(`m${MAX_REPORTS + 4}`)
  })
})
