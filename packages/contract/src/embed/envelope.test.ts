import { describe, expect, it } from 'vitest'
import { inboundEnvelope, outboundEnvelope, parseInboundMessage, parseOutboundMessage } from './envelope.ts'
import { EMBED_PROTOCOL_VERSION, INBOUND_TYPES, OUTBOUND_TYPES } from './messages.ts'

describe('embed window messages (spec §7)', () => {
  it('names every message of the spec, both ways', () => {
    expect(INBOUND_TYPES).toEqual([
      'odds_changed',
      'page_changed',
      'search_modal',
      'open_bet_slip',
      'viewport',
      'iframe_integration',
      'apply_bet_code',
      'change_locale',
      'change_currency',
    ])
    expect(OUTBOUND_TYPES).toHaveLength(11)
  })

  it('accepts a well-formed host message and fills defaults', () => {
    const parsed = parseInboundMessage(inboundEnvelope('viewport', { width: 390, height: 700 }))
    expect(parsed).toEqual({
      ok: true,
      message: { type: 'viewport', payload: { width: 390, height: 700, offsetTop: 0, visibleTop: 0 } },
    })
  })

  it('drops strangers, other versions, unknown types and bad payloads with a reason', () => {
    expect(parseInboundMessage('hello')).toEqual({ ok: false, reason: 'foreign' })
    expect(parseInboundMessage({ source: 'other', version: 1, type: 'viewport' })).toMatchObject({
      reason: 'foreign',
    })
    expect(
      parseInboundMessage({ ...inboundEnvelope('open_bet_slip', {}), version: EMBED_PROTOCOL_VERSION + 1 }),
    ).toMatchObject({
      reason: 'version',
    })
    expect(
      parseInboundMessage({ ...inboundEnvelope('open_bet_slip', {}), type: 'format_disk' }),
    ).toMatchObject({
      reason: 'unknown',
    })
    expect(
      parseInboundMessage({ ...inboundEnvelope('open_bet_slip', {}), type: 'constructor' }),
    ).toMatchObject({
      reason: 'unknown',
    })
    expect(parseInboundMessage(inboundEnvelope('odds_changed', { format: 'roman' as never }))).toMatchObject({
      reason: 'malformed',
    })
  })

  it('refuses a page change that would leave the sportsbook', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil']) {
      expect(parseInboundMessage(inboundEnvelope('page_changed', { path }))).toMatchObject({
        reason: 'malformed',
      })
    }
    expect(parseInboundMessage(inboundEnvelope('page_changed', { path: '/live?sport=soccer' })).ok).toBe(true)
  })

  it('never mistakes a frame message for a host one', () => {
    const out = outboundEnvelope('deposit', {})
    expect(parseInboundMessage(out)).toMatchObject({ reason: 'foreign' })
    expect(parseOutboundMessage(out)).toEqual({ ok: true, message: { type: 'deposit', payload: {} } })
  })
})
