import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE_FRAME,
  EMBED_SOURCE_HOST,
  outboundEnvelope,
  parseInboundMessage,
} from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { hostEnvelope, PROTOCOL_VERSION, readFrameMessage, SOURCE_FRAME, SOURCE_HOST } from './protocol.ts'

describe('the SDK speaks the contract protocol', () => {
  it('uses the contract version and sources', () => {
    expect(PROTOCOL_VERSION).toBe(EMBED_PROTOCOL_VERSION)
    expect(SOURCE_HOST).toBe(EMBED_SOURCE_HOST)
    expect(SOURCE_FRAME).toBe(EMBED_SOURCE_FRAME)
  })
  it('sends envelopes the sportsbook accepts', () => {
    expect(parseInboundMessage(hostEnvelope('apply_bet_code', { code: 'X1' }))).toEqual({
      ok: true,
      message: { type: 'apply_bet_code', payload: { code: 'X1' } },
    })
  })
  it('reads frame envelopes and ignores anything else', () => {
    expect(readFrameMessage(outboundEnvelope('deposit', {}))).toEqual({ type: 'deposit', payload: {} })
    expect(readFrameMessage({ source: 'sportsbook-frame', version: 2, type: 'deposit' })).toBeNull()
    expect(readFrameMessage('deposit')).toBeNull()
  })
})
