import type { InboundPayloadInput, InboundType, OutboundMessage } from '@sportsbook/contract'

/**
 * The protocol constants, copied (not imported) so the SDK bundle carries no schema library;
 * `protocol.test.ts` fails the build if they drift from `@sportsbook/contract`.
 */
export const PROTOCOL_VERSION = 1
export const SOURCE_HOST = 'sportsbook-host'
export const SOURCE_FRAME = 'sportsbook-frame'
/** The SDK's own release; a host can log it next to the protocol version. */
export const SDK_VERSION = '1.1.0'

export type FrameMessage = OutboundMessage
export type { InboundPayloadInput, InboundType }

/** A frame message as the SDK trusts it: our envelope and version (the origin is checked by the caller). */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const d = data as Record<string, unknown>
  if (d.source !== SOURCE_FRAME || d.version !== PROTOCOL_VERSION || typeof d.type !== 'string') return null
  const payload = typeof d.payload === 'object' && d.payload !== null ? d.payload : {}
  return { type: d.type, payload } as FrameMessage
}

export const hostEnvelope = <T extends InboundType>(type: T, payload: InboundPayloadInput<T>) => ({
  source: SOURCE_HOST,
  version: PROTOCOL_VERSION,
  type,
  payload,
})
